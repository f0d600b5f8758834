import { errorText, LOCALES } from '@kinwell/core';
import { launchChromium } from '@kinwell/testing/browser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { latestCode as mailedCode } from '../support/accounts';
import { collectPageProblems } from '../support/page-problems';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The account screens in Chromium against the real local runtime and the production build (frontend/dist):
 * sign-up, verification by the code from the local mailbox, sign-in, password reset, session and logout.
 */
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let people = 0;

const PASSWORD = 'Kinwell-2026';
const notEligible = /Kinwell is open to employees of our client companies/;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openPage() {
  context = await browser.newContext();
  page = await context.newPage();
  problems = collectPageProblems(page);
}

afterEach(async () => {
  expect(problems).toEqual([]);
  await context?.close();
});

/** A new address at the seeded demo company. */
const newAddress = () => `person${++people}.${Date.now()}@acme.example`;
/** The 6-digit code of the newest mail to `to` (after `after` mails), as the local mailbox holds it. */
const latestCode = (to: string, after = 0) => mailedCode(server, to, after);

async function mailCount(to: string): Promise<number> {
  const answer = await server.request(`/api/dev/mail?to=${encodeURIComponent(to)}`);
  return ((await answer.json()) as { messages: unknown[] }).messages.length;
}

/** An account made through the API, confirmed unless told otherwise. */
async function account(options: { confirmed?: boolean } = {}): Promise<string> {
  const email = newAddress();
  const signup = await server.request('/api/auth/signup', {
    method: 'POST',
    json: { email, password: PASSWORD, onboardingStep: 0 },
  });
  expect(signup.status).toBeLessThan(300);
  if (options.confirmed ?? true) {
    const verified = await server.request('/api/auth/verifi', {
      method: 'POST',
      json: { email, code: await latestCode(email) },
    });
    expect(verified.status).toBe(200);
  }
  return email;
}

const field = (label: string) => page.getByLabel(label, { exact: true });
const toast = (text: string | RegExp) => page.getByRole('region', { name: 'Notifications' }).getByText(text);
const path = () => new URL(page.url()).pathname;

async function signIn(email: string, password = PASSWORD, remember = true) {
  await page.goto(`${server.url}/login`);
  await field('Email').fill(email);
  await field('Password').fill(password);
  if (!remember) await page.getByLabel('Remember me').uncheck();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('accounts in Chromium', () => {
  it('signs up an eligible address, verifies it with the mailed code, logs in and lands on onboarding', async () => {
    await openPage();
    const email = newAddress();
    await page.goto(`${server.url}/signup`);
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    await field('Company email').fill(`  ${email.toUpperCase()} `);
    await field('Personal email').fill('me@home.example');
    await field('Password').fill(PASSWORD);
    await field('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL((url) => url.pathname === '/auth/verification');
    const search = new URL(page.url()).searchParams;
    expect(search.get('email')).toBe(email);
    expect(search.get('companyId')).toBeTruthy();
    await toast('Registration successful').waitFor();

    const code = field('Verification code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await code.fill(await latestCode(email));
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.waitForURL((url) => url.pathname === '/onboarding');
    await page.getByRole('heading', { level: 1, name: 'Welcome aboard' }).waitFor();
    await toast('Verification successful').waitFor();
    // The tokens live in HttpOnly cookies only; the client-side values of spec section 3 are readable.
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'kinwell_refresh')?.httpOnly).toBe(true);
    expect(cookies.find((cookie) => cookie.name === 'email')?.value).toBe(encodeURIComponent(email));
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/eyJ/);
  });

  it('refuses an address that is neither a client company domain nor invited', async () => {
    await openPage();
    await page.goto(`${server.url}/signup`);
    await field('Company email').fill(`someone.${Date.now()}@gmail.com`);
    await field('Personal email').fill('me@home.example');
    await field('Password').fill(PASSWORD);
    await field('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    const error = page.getByRole('alert').filter({ hasText: notEligible });
    await error.waitFor();
    expect(await field('Company email').getAttribute('aria-invalid')).toBe('true');
    expect(path()).toBe('/signup');
    // Nothing typed is lost.
    expect(await field('Password').inputValue()).toBe(PASSWORD);
  });

  it('the server refuses an ineligible sign-up too', async () => {
    const answer = await server.request('/api/auth/signup', {
      method: 'POST',
      json: { email: `someone.${Date.now()}@gmail.com`, password: PASSWORD, onboardingStep: 0 },
    });
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { message: string }).message).toMatch(notEligible);
  });

  it('sends an unconfirmed user to verification with a new code, then logs them in', async () => {
    await openPage();
    const email = await account({ confirmed: false });
    const before = await mailCount(email);
    await signIn(email);

    await page.waitForURL((url) => url.pathname === '/auth/verification');
    expect(new URL(page.url()).searchParams.get('email')).toBe(email);
    await toast('Confirmation code sent again to your email').waitFor();
    expect(await mailCount(email)).toBe(before + 1);

    await field('Verification code').fill(await latestCode(email, before));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/onboarding');
  });

  it("shows the spec's messages for a wrong code and a weak password, then resets and logs in", async () => {
    await openPage();
    const email = await account();
    await page.goto(`${server.url}/reset-password`);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await page.getByRole('alert').filter({ hasText: 'Email is required' }).waitFor();
    await field('Email').fill('not-an-email');
    await page.getByRole('alert').filter({ hasText: 'Invalid email format' }).waitFor();
    await field('Email').fill(email);
    await page.getByRole('button', { name: 'Send the code' }).click();

    await page.waitForURL((url) => url.pathname === '/set-password');
    expect(await field('Email').inputValue()).toBe(email);
    const code = await latestCode(email, 1);
    const wrong = code === '000000' ? '111111' : '000000';

    await field('Code').fill('12');
    await field('New password').fill('weak');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Enter the 6-digit code sent to your mailbox' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Password must be at least 8 characters' }).waitFor();

    await field('Code').fill(wrong);
    await field('New password').fill('Brand-new-2026');
    await field('Confirm new password').fill('Brand-new-2026');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Invalid verification code provided, please try again.' })
      .waitFor();
    expect(await field('New password').inputValue()).toBe('Brand-new-2026');

    await field('Code').fill(code);
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await toast('Your password has been successfully reset').waitFor();

    // The new password is the one that works now.
    const login = await server.request('/api/auth/login', {
      method: 'POST',
      json: { email, password: 'Brand-new-2026' },
    });
    expect(login.status).toBe(200);
  });

  it('keeps a remembered session across a reload, and logout returns to a guest', async () => {
    await openPage();
    const email = await account();
    await signIn(email);
    await page.waitForURL((url) => url.pathname === '/onboarding');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome aboard' }).waitFor();
    expect(path()).toBe('/onboarding');
    const refresh = (await context.cookies()).find((cookie) => cookie.name === 'kinwell_refresh');
    expect(refresh?.expires).toBeGreaterThan(Date.now() / 1000);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/'); // `?bid=` stays while the company brand is active
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('kinwell_refresh');

    await page.goto(`${server.url}/onboarding`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/onboarding');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  });

  it('without "remember me" the session cookies end with the browser', async () => {
    await openPage();
    const email = await account();
    await signIn(email, PASSWORD, false);
    await page.waitForURL((url) => url.pathname === '/onboarding');
    const refresh = (await context.cookies()).find((cookie) => cookie.name === 'kinwell_refresh');
    expect(refresh?.expires).toBe(-1);
    // Still signed in within this browser session.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome aboard' }).waitFor();
  });

  it('sends a signed-in user away from the guest screens', async () => {
    await openPage();
    const email = await account();
    await signIn(email);
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await page.goto(`${server.url}/signup`);
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await page.goto(`${server.url}/about`);
    await page.waitForURL((url) => url.pathname === '/onboarding');
  });
});

describe("errors in the user's words", () => {
  it.each(LOCALES)('shows a refused sign-in in %s, and the server answers in it too', async (locale) => {
    const email = await account();
    context = await browser.newContext();
    await context.addInitScript((value) => localStorage.setItem('user-locale', value), locale);
    page = await context.newPage();
    problems = collectPageProblems(page);
    await page.goto(`${server.url}/login`);
    await page.waitForFunction((value) => document.documentElement.lang === value, locale);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('Wrong-2026!');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/auth/login')),
      page.locator('form button[type="submit"]').click(),
    ]);
    const expected = errorText('auth.wrongCredentials', locale);
    expect(await answer.json()).toEqual({ message: expected, code: 'auth.wrongCredentials' });
    // The toast region is named in the page's language: find the words themselves.
    await page.getByText(expected, { exact: true }).waitFor();
  });
});
