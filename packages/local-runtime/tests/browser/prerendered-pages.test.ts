import { launchChromium } from '@kinwell/testing/browser';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ seedDemo: false }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * No visible shift: 0 on a quiet machine; once, under a loaded CI run (a paint before hydration), Arabic's / moved by
 * 0.0016 with no source found. 0.01 is a tenth of what Lighthouse still calls good, and far below the 0.2 that
 * late-loading route CSS caused before prerendering.
 */
const NO_VISIBLE_SHIFT = 0.01;

/**
 * Before any script runs (the parser has the body; the app's scripts are fetched after the first paint): keeps the prerendered heading,
 * to tell hydration (React adopts that very element) from a render from scratch (it would replace it), and adds up
 * the layout shifts of the whole visit.
 */
const WATCH_FIRST_PAINT = `
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') window.__prerenderedHeading = document.querySelector('h1');
  });
`;

async function visit(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  await page.addInitScript(WATCH_FIRST_PAINT);
  const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  return { page, messages, html: (await response?.text()) ?? '' };
}

describe('prerendered public pages in Chromium', () => {
  for (const [locale, dir, heading] of [
    ['en', 'ltr', 'Welcome to Kinwell'],
    ['ar', 'rtl', 'مرحبًا بك في Kinwell'],
  ] as const) {
    it(`paints / in ${locale} from the HTML and hydrates it without a mismatch or a layout shift`, async () => {
      const context = await browser.newContext({ locale, extraHTTPHeaders: { 'accept-language': locale } });
      const { page, messages, html } = await visit(context, '/');
      // The first paint: the text and the document's language and direction are in the HTML itself.
      expect(html).toContain(`<html lang="${locale}" dir="${dir}">`);
      expect(html).toContain(heading);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const adopted = await page.evaluate(() => {
        const kept = (window as unknown as { __prerenderedHeading?: Element }).__prerenderedHeading;
        const current = document.querySelector('h1');
        return {
          same: kept !== undefined && kept === current,
          byReact: current ? Object.keys(current).some((key) => key.startsWith('__reactFiber')) : false,
        };
      });
      expect(adopted).toEqual({ same: true, byReact: true });
      expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBeLessThan(
        NO_VISIBLE_SHIFT,
      );
      expect(await page.getAttribute('html', 'dir')).toBe(dir);
      expect(messages).toEqual([]);
      // The first paint needs only the HTML and the style sheet: the app's scripts are fetched after it.
      expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
        firstScript: Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
            .map((entry) => entry.startTime),
        ),
      }));
      expect(timing.firstScript).toBeGreaterThan(timing.firstPaint);
      // Hydrated: the page works (a link navigates in the app).
      await page.locator('a[href="/login"]').first().click();
      await page.waitForURL(`${server.url}/login`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(messages).toEqual([]);
      await context.close();
    });
  }

  it('hydrates /login in Arabic chosen in the app (the language cookie), over a French browser', async () => {
    const context = await browser.newContext({ locale: 'fr', extraHTTPHeaders: { 'accept-language': 'fr' } });
    await context.addInitScript(() => localStorage.setItem('user-locale', 'ar'));
    await context.addCookies([{ name: 'user-locale', value: 'ar', url: server.url }]);
    const { page, messages, html } = await visit(context, '/login');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    await page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' }).waitFor();
    const same = await page.evaluate(
      () =>
        (window as unknown as { __prerenderedHeading?: Element }).__prerenderedHeading === document.querySelector('h1'),
    );
    expect(same).toBe(true);
    // Disabled in the HTML (a native submit would put the password in the address), enabled once hydrated.
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
    await expect.poll(() => page.locator('button[type="submit"]').isEnabled()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBeLessThan(
      NO_VISIBLE_SHIFT,
    );
    expect(messages).toEqual([]);
    await context.close();
  });

  it('keeps the stored dark mode in the first paint of a prerendered page', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    await context.addInitScript(() => localStorage.setItem('color-mode', 'dark'));
    const { page, messages } = await visit(context, '/self-care');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.getByRole('heading', { level: 1, name: 'Self-Care' }).waitFor();
    expect(messages).toEqual([]);
    await context.close();
  });
});
