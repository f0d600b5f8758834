import { launchChromium } from '@kinwell/testing/browser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { axeViolations } from './axe-violations';
import { sidewaysOverflow } from './page-layout';

/**
 * axe-core in Chromium on every public page and auth screen, left to right (en) and right to left (ar),
 * against the production build and the real local runtime. Any violation fails, with its rule, impact and nodes.
 * The legal documents are translated: in Arabic, axe checks their Arabic text, marked right to left.
 */
let server: TestServer;
let browser: Browser;

const PAGES = [
  '/',
  '/about',
  '/solutions',
  '/who-we-serve',
  '/contact',
  '/demo',
  '/legal/privacy',
  '/legal/cookies',
  '/legal/accessibility',
  '/privacy-policy',
  '/terms-of-service',
  '/splash?expo=1',
  '/login',
  '/signup',
  '/reset-password',
  '/set-password',
  '/auth/verification?email=a@acme.example',
] as const;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ seedDemo: false }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(['en', 'ar'] as const)('axe-core in %s', (locale) => {
  // One tab per language visits every page in turn (a returning visitor's tab): a browser context per page cost
  // more than its page load, and a full navigation gives each page a fresh document anyway.
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext();
    // The language switcher's stored preference (lib/i18n's LOCALE_STORAGE_KEY), read before the app starts, and
    // its cookie, by which the server answers the page prerendered in that language (as for a returning visitor).
    await context.addInitScript((value) => localStorage.setItem('user-locale', value), locale);
    await context.addCookies([{ name: 'user-locale', value: locale, url: server.url }]);
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  it.each(PAGES)(
    'finds no violations on %s',
    async (path) => {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getAttribute('html', 'dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      expect(await axeViolations(page)).toEqual([]);
    },
    60_000,
  );
});

describe.each(['en', 'ar'] as const)('phone width in %s', (locale) => {
  it('keeps every page within a 390 px screen (no sideways scrolling)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript((value) => localStorage.setItem('user-locale', value), locale);
    const page = await context.newPage();
    try {
      const wider: string[] = [];
      for (const path of PAGES) {
        await page.goto(`${server.url}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const sideways = await sidewaysOverflow(page);
        if (sideways > 0) wider.push(`${path}: ${sideways} px too wide`);
      }
      expect(wider).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('legal documents in Chromium', () => {
  it('shows the privacy policy in Arabic, right to left, and follows a switch to French', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('user-locale', 'ar'));
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/privacy-policy`);
      const text = page.locator('article.legal > [lang]');
      await page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' }).waitFor();
      expect(await text.getAttribute('lang')).toBe('ar');
      expect(await text.getAttribute('dir')).toBe('rtl');
      await text.getByRole('heading', { level: 2, name: 'حقوقك' }).waitFor();
      expect(await text.getByText('Kinwell', { exact: false }).count()).toBeGreaterThan(0);

      await page.getByLabel('اللغة', { exact: true }).selectOption('fr');
      await page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }).waitFor();
      expect(await text.getAttribute('lang')).toBe('fr');
      expect(await text.getAttribute('dir')).toBe('ltr');
    } finally {
      await context.close();
    }
  });
});
