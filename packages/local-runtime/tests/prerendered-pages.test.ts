import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCALES, PRERENDERED_PATHS, prerenderedPageFile, textDirection } from '@kinwell/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, staticDir, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
});

afterAll(async () => {
  await server?.stop();
});

const headingOf = (html: string) => /<h1[^>]*>([^<]+)/.exec(html)?.[1];

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers });
  return { response, html: await response.text() };
}

describe('the prerendered pages of the front-end build', () => {
  it('are written for every public page and language, with its lang, dir and translated text', async () => {
    for (const path of PRERENDERED_PATHS) {
      const english = headingOf(await readFile(join(staticDir, prerenderedPageFile(path, 'en')), 'utf8'));
      expect(english, path).toBeTruthy();
      for (const locale of LOCALES) {
        const html = await readFile(join(staticDir, prerenderedPageFile(path, locale)), 'utf8');
        expect(html, `${path} ${locale}`).toContain(`<html lang="${locale}" dir="${textDirection(locale)}">`);
        expect(html).toContain(`<div id="root" data-prerendered="${locale}">`);
        // The page itself, not the shell's loader; in the language's words.
        expect(html).not.toContain('boot-loader');
        // The CSP (style-src 'self') refuses style attributes in HTML: the first paint would differ from the app's.
        expect(html, `${path} ${locale}`).not.toMatch(/\sstyle="/);
        if (locale !== 'en') expect(headingOf(html), `${path} ${locale}`).not.toBe(english);
      }
    }
  });
});

describe('the local runtime serving them', () => {
  it('answers a public page in the chosen language: the cookie, else Accept-Language, else English', async () => {
    const chosen = await page('/login', { cookie: 'user-locale=ar', 'accept-language': 'fr' });
    expect(chosen.response.headers.get('vary')).toContain('cookie');
    expect(chosen.response.headers.get('cache-control')).toBe('no-cache');
    expect(chosen.html).toContain('<html lang="ar" dir="rtl">');
    expect(headingOf(chosen.html)).toBe('تسجيل الدخول');
    expect(headingOf((await page('/login', { 'accept-language': 'fr-CA,fr;q=0.9' })).html)).toBe('Se connecter');
    expect(headingOf((await page('/', { 'accept-language': 'ja' })).html)).toBe('Kinwellへようこそ');
    expect(headingOf((await page('/legal/terms/', { 'accept-language': 'es' })).html)).toBeTruthy();
    const english = await page('/signup', { 'accept-language': 'de' });
    expect(english.html).toContain('<html lang="en" dir="ltr">');
  });

  it('answers signed-in pages, a visit with a session and a query string with the SPA shell', async () => {
    const shell = await readFile(join(staticDir, 'index.html'), 'utf8');
    for (const [path, headers] of [
      ['/dashboard', { 'accept-language': 'ar' }],
      ['/', { cookie: 'kinwell-session=1; user-locale=ar' }],
      ['/login?bid=acme', { 'accept-language': 'ar' }],
      ['/no/such/page', {}],
    ] as const) {
      const { response, html } = await page(path, headers);
      expect(response.status, path).toBe(200);
      expect(html, path).toBe(shell);
    }
  });
});
