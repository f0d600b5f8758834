import { launchChromium } from '@kinwell/testing/browser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { latestCode } from '../support/accounts';
import { collectPageProblems } from '../support/page-problems';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The personal email in Chromium: the address typed at sign-up is registered when onboarding opens, a code is
 * mailed to it, and the panel of step 1 confirms it; the state survives a reload. Against the local runtime.
 */
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];

const PASSWORD = 'Kinwell-2026';

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
});

const field = (label: string) => page.getByLabel(label, { exact: true });
const panel = () => page.getByRole('region', { name: /personal email/i });

describe('personal email in Chromium', () => {
  it('mails a code to the address given at sign-up and confirms it from onboarding step 1', async () => {
    context = await browser.newContext();
    page = await context.newPage();
    problems = collectPageProblems(page);
    const stamp = Date.now();
    const email = `pe${stamp}@acme.example`;
    const personal = `ana.${stamp}@home.example`;

    await page.goto(`${server.url}/signup`);
    await page.getByText('until then they go to your company email').waitFor();
    await field('Company email').fill(email);
    await field('Personal email').fill(personal);
    await field('Password').fill(PASSWORD);
    await field('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/verification');
    await field('Verification code').fill(await latestCode(server, email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/onboarding');

    // Registered on arrival: the code goes to the personal address, not the company one.
    await panel().getByText(`We sent a 6-digit code to ${personal}`).waitFor();
    const code = await latestCode(server, personal);

    // A wrong code is refused in words, and the state survives a reload.
    await field('Code').fill(code === '000000' ? '111111' : '000000');
    await panel().getByRole('button', { name: 'Confirm', exact: true }).click();
    await panel().getByText('Invalid verification code provided, please try again.').waitFor();
    await page.reload();
    await panel().getByText(`We sent a 6-digit code to ${personal}`).waitFor();

    // By keyboard: type the code and press Enter.
    await field('Code').focus();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await panel().getByText(`Kinwell news and reminders will go to ${personal}.`).waitFor();

    const status = await server.deps.db.query<{ confirmed_at: Date | null }>(
      'SELECT confirmed_at FROM personal_emails WHERE email = :personal',
      { personal },
    );
    expect(status.rows[0]?.confirmed_at).toBeTruthy();
    // One code mail only: the reload did not send another.
    const mails = (await (await server.request(`/api/dev/mail?to=${encodeURIComponent(personal)}`)).json()) as {
      messages: unknown[];
    };
    expect(mails.messages).toHaveLength(1);
  });

  it('can be skipped without holding up step 1', async () => {
    context = await browser.newContext();
    page = await context.newPage();
    problems = collectPageProblems(page);
    const email = `skip${Date.now()}@acme.example`;
    await server.request('/api/auth/signup', {
      method: 'POST',
      json: { email, password: PASSWORD, onboardingStep: 0 },
    });
    await server.request('/api/auth/verifi', {
      method: 'POST',
      json: { email, code: await latestCode(server, email) },
    });
    await page.goto(`${server.url}/login`);
    await field('Email').fill(email);
    await field('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/onboarding');
    // No address was remembered in this browser: the panel offers to add one, and can be put away.
    await panel().getByLabel('Personal email', { exact: true }).waitFor();
    await panel().getByRole('button', { name: 'Not now' }).click();
    await expect(panel().count()).resolves.toBe(0);
  });
});
