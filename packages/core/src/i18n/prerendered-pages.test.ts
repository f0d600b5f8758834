import { describe, expect, it } from 'vitest';
import { pageLocale, prerenderedFileFor, prerenderedPageFile, prerenderedPathOf } from './prerendered-pages';

describe('prerendered pages', () => {
  it('names the public pages, with or without a trailing slash, and no other', () => {
    expect(prerenderedPathOf('/')).toBe('/');
    expect(prerenderedPathOf('/login/')).toBe('/login');
    expect(prerenderedPathOf('/legal/cookies')).toBe('/legal/cookies');
    expect(prerenderedPathOf('/dashboard')).toBeUndefined();
    expect(prerenderedPathOf('/legal/unknown')).toBeUndefined();
    expect(prerenderedPathOf('/index.html')).toBeUndefined();
  });

  it('keeps one file per page and language', () => {
    expect(prerenderedPageFile('/', 'ar')).toBe('pages/ar/index.html');
    expect(prerenderedPageFile('/legal/terms', 'ja')).toBe('pages/ja/legal/terms.html');
  });

  it('serves the chosen language, else the browser’s, else English', () => {
    expect(pageLocale({ cookie: 'a=1; user-locale=ar', acceptLanguage: 'fr' })).toBe('ar');
    expect(pageLocale({ cookie: 'user-locale=xx', acceptLanguage: 'es-MX,es;q=0.9' })).toBe('es');
    expect(pageLocale({ acceptLanguage: 'de, ja;q=0.5' })).toBe('ja');
    expect(pageLocale({ acceptLanguage: 'de' })).toBe('en');
    expect(pageLocale({})).toBe('en');
  });

  it('answers a guest’s public page without a query with its file, anything else with the shell', () => {
    const guest = { cookie: 'user-locale=ar', acceptLanguage: 'fr' };
    expect(prerenderedFileFor({ pathname: '/login', search: '', ...guest })).toBe('pages/ar/login.html');
    expect(prerenderedFileFor({ pathname: '/', search: '?', acceptLanguage: 'ja' })).toBe('pages/ja/index.html');
    expect(prerenderedFileFor({ pathname: '/login', search: '?bid=acme', ...guest })).toBeUndefined();
    expect(prerenderedFileFor({ pathname: '/dashboard', search: '', ...guest })).toBeUndefined();
    expect(
      prerenderedFileFor({ pathname: '/', search: '', cookie: 'kinwell-session=1; user-locale=ar' }),
    ).toBeUndefined();
  });
});
