import { launchChromium } from '@kinwell/testing/browser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../support/accounts';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The app shell in Chromium against the real local runtime and the production build: colour mode before the first
 * paint, guards and the expo rule, toasts, idle logout across tabs (Playwright's clock), and the 404 page.
 */
let server: TestServer;
let browser: Browser;
let context: BrowserContext | undefined;
let problems: string[];
let people = 0;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(async () => {
  expect(problems).toEqual([]);
  await context?.close();
  context = undefined;
});

async function newContext(
  options: { locale?: string; viewport?: { width: number; height: number } } = {},
): Promise<BrowserContext> {
  context = await browser.newContext(options);
  problems = [];
  return context;
}

/** A page whose console errors (CSP violations included) and script errors fail the test. */
async function watchedPage(ctx: BrowserContext): Promise<Page> {
  const page = await ctx.newPage();
  page.setDefaultTimeout(10_000);
  page.on('console', (message) => {
    // Refused calls (a wrong password, a logout of a session another tab ended) are expected.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return page;
}

/** The path only: a company brand (`bid`) may be carried in the query. */
const path = (page: Page) => new URL(page.url()).pathname;

/** A confirmed account at the seeded demo company, not onboarded yet. */
async function account(): Promise<string> {
  const email = `shell${++people}.${Date.now()}@acme.example`;
  const signup = await server.request('/api/auth/signup', {
    method: 'POST',
    json: { email, password: PASSWORD, onboardingStep: 0 },
  });
  expect(signup.status).toBeLessThan(300);
  const { messages } = (await (await server.request(`/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { text: string }[];
  };
  const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
  const verified = await server.request('/api/auth/verifi', { method: 'POST', json: { email, code } });
  expect(verified.status).toBe(200);
  return email;
}

async function signIn(page: Page, email: string) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/onboarding');
}

describe('the app shell in Chromium', () => {
  it('keeps dark mode across reloads and paints it first, from the head script alone', async () => {
    const ctx = await newContext();
    const page = await watchedPage(ctx);
    await page.goto(`${server.url}/`);
    await page.getByLabel('Colour mode').selectOption('dark');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');

    await page.reload();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    // The page is prerendered (in the system mode): its colours are dark from the head script at once, the switcher
    // shows the stored mode once the app has hydrated it.
    await expect.poll(() => page.getByLabel('Colour mode').inputValue()).toBe('dark');

    // The first paint: with the app's JavaScript blocked, only the page's inline colour-mode script can have set the mode.
    const bare = await ctx.newPage();
    await bare.route(/\/assets\/.*\.js$/, (route) => route.abort());
    // 'load': the style sheet is in (a prerendered page holds no script that would make DOMContentLoaded wait for it).
    await bare.goto(`${server.url}/about`, { waitUntil: 'load' });
    const first = await bare.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      scheme: getComputedStyle(document.documentElement).colorScheme,
      background: getComputedStyle(document.body).backgroundColor,
      prerendered: document.getElementById('root')?.dataset.prerendered,
      hydrated: Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__react')),
    }));
    // Only the prerendered page is there (the app has not run), already dark.
    expect(first).toEqual({
      theme: 'dark',
      scheme: 'dark',
      background: 'rgb(17, 24, 23)',
      prerendered: 'en',
      hydrated: false,
    });
    await bare.close();

    await page.getByLabel('Colour mode').selectOption('system');
    await page.reload();
    expect(await page.getAttribute('html', 'data-theme')).toBeNull();
  });

  it("opens in the browser's language on a first visit, and keeps the one the user picks on the sign-in screen", async () => {
    const ctx = await newContext({ locale: 'fr-CA' });
    const page = await watchedPage(ctx);
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { level: 1, name: 'Se connecter' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('fr');

    await page.getByLabel('Langue').selectOption('ar');
    await page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
  });

  it('sends a guest from a signed-in route to /login and a signed-in user who is not onboarded to /onboarding', async () => {
    const ctx = await newContext();
    const page = await watchedPage(ctx);
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, await account());
    await page.goto(`${server.url}/about`);
    await page.waitForURL((url) => url.pathname === '/onboarding');
    // Exempt from the onboarding gate (spec section 4).
    await page.goto(`${server.url}/contact`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(path(page)).toBe('/contact');
  });

  it('keeps a guest in expo mode on splash, login, sign-up and verification', async () => {
    const ctx = await newContext();
    const page = await watchedPage(ctx);
    await page.goto(`${server.url}/about?expo=1`);
    await page.waitForURL(`${server.url}/splash?expo=1`);
    // The mode is kept for the tab: a later link without the query is held too.
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL(`${server.url}/splash?expo=1`);
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(path(page)).toBe('/login');
    // Another tab of the browser is not in expo mode.
    const other = await watchedPage(ctx);
    await other.goto(`${server.url}/about`);
    await other.getByRole('heading', { level: 1 }).waitFor();
    expect(path(other)).toBe('/about');
  });

  it('clears toasts on every URL change', async () => {
    const ctx = await newContext();
    const page = await watchedPage(ctx);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email', { exact: true }).fill('nobody@acme.example');
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const toasts = page.getByRole('region', { name: 'Notifications' }).locator('.toast');
    await toasts.first().waitFor({ timeout: 5000 });
    // Errors are announced at once.
    expect(await page.getByRole('alert').locator('.toast').count()).toBe(1);
    await page.getByRole('link', { name: 'Create an account' }).first().click();
    await page.waitForURL((url) => url.pathname === '/signup');
    expect(await toasts.count()).toBe(0);
  });

  it('logs out every tab after an hour without activity in any of them, back to / with a toast', async () => {
    const ctx = await newContext();
    await ctx.clock.install();
    const tabA = await watchedPage(ctx);
    await signIn(tabA, await account());
    const tabB = await watchedPage(ctx);
    await tabB.goto(`${server.url}/onboarding`);
    await tabB.getByRole('button', { name: 'Log out' }).waitFor();

    await ctx.clock.fastForward('50:00');
    await tabA.keyboard.press('Shift');
    await ctx.clock.fastForward('50:00');
    // Tab A's activity 50 minutes ago keeps tab B signed in too.
    expect(path(tabB)).toBe('/onboarding');
    expect(path(tabA)).toBe('/onboarding');

    await ctx.clock.fastForward('11:00');
    for (const tab of [tabA, tabB]) {
      await tab.waitForURL((url) => url.pathname === '/');
      await tab
        .getByRole('region', { name: 'Notifications' })
        // The app details' logoutInactivityMessage, or the built-in fallback.
        .getByText(/after an hour/)
        .waitFor();
      await tab.getByRole('link', { name: 'Sign in' }).first().waitFor();
    }
  });

  it('marks only the menu item of the page shown as current', async () => {
    const page = await watchedPage(await newContext({ viewport: { width: 1280, height: 800 } }));
    const nav = page.getByRole('navigation', { name: 'Main' });
    const current = () => nav.locator('a[aria-current="page"]').allTextContents();
    await page.goto(`${server.url}/book-session`);
    await nav.getByRole('link', { name: 'Our Experts' }).waitFor();
    expect(await current()).toEqual(['Our Experts']);
    await nav.getByRole('link', { name: 'Book a 1x1 session' }).click();
    await page.waitForURL((url) => url.hash === '#book');
    expect(await current()).toEqual(['Book a 1x1 session']);
    // A visitor has no dashboard in the menu.
    expect(await nav.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
  });

  it('leads a signed-in member to their dashboard from the menu, on a desktop and a phone', async () => {
    const email = await account();
    const login = await server.request('/api/auth/login', { method: 'POST', json: { email, password: PASSWORD } });
    const { AccessToken } = ((await login.json()) as { AuthenticationResult: { AccessToken: string } })
      .AuthenticationResult;
    const onboarded = await server.request('/api/auth/update-onboarding', {
      method: 'POST',
      json: { email, step: 3 },
      headers: { authorization: `Bearer ${AccessToken}` },
    });
    expect(onboarded.status).toBe(200);
    const page = await watchedPage(await newContext({ viewport: { width: 1280, height: 800 } }));
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto(`${server.url}/self-care`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await nav.locator('a[aria-current="page"]').allTextContents()).toEqual(['Dashboard']);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'Dashboard' }).waitFor();
  });

  it('offers the colour mode, under a visible label, on the sign-in, sign-up and onboarding screens', async () => {
    const ctx = await newContext();
    const page = await watchedPage(ctx);
    for (const screen of ['/login', '/signup']) {
      await page.goto(`${server.url}${screen}`);
      const label = page.locator('label', { hasText: 'Colour mode' });
      await label.waitFor();
      // Visible: laid out at a readable size, not clipped to a pixel like visually hidden text.
      const box = await label.boundingBox();
      expect(box?.width ?? 0, screen).toBeGreaterThan(20);
      expect(box?.height ?? 0, screen).toBeGreaterThan(8);
    }
    await page.getByLabel('Colour mode').selectOption('dark');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await signIn(page, await account());
    expect(await page.getByLabel('Colour mode').inputValue()).toBe('dark');
    await page.getByLabel('Colour mode').selectOption('light');
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
  });

  it('shows the 404 page for an unknown route', async () => {
    const ctx = await newContext();
    const page = await watchedPage(ctx);
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Homepage' }).click();
    await page.waitForURL(`${server.url}/`);
  });
});
