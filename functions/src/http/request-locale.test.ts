import { describe, expect, it } from 'vitest';
import { requestLocale } from './request-locale';

describe('requestLocale', () => {
  it('reads the language the app sends', () => {
    expect(requestLocale({ headers: { 'accept-language': 'ar' } })).toBe('ar');
    expect(requestLocale({ headers: { 'accept-language': 'fr-FR,fr;q=0.9' } })).toBe('fr');
  });

  it('answers in English when the caller names no language Kinwell speaks', () => {
    expect(requestLocale({ headers: {} })).toBe('en');
    expect(requestLocale({ headers: { 'accept-language': 'de' } })).toBe('en');
  });
});
