import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { launchChromium } from '@kinwell/testing/browser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../support/accounts';
import { startTestServer, type TestServer } from '../support/test-server';
import { axeViolations } from './axe-violations';
import { sidewaysOverflow } from './page-layout';
import { signInOnboardedMember } from './signed-in-member';

/**
 * The account page in Chromium (privacy rights): a member downloads their data, is refused with a wrong password,
 * deletes their account through the confirmation dialog, ends signed out, and can no longer sign in. Then the page
 * in Arabic, light and dark, phone and desktop, for the screenshots a reviewer looks at.
 */
const SHOTS = resolve(import.meta.dirname, '../../../../test-results/screenshots');
let server: TestServer;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let problems: string[];

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

/** An onboarded member, signed in through the login screen. */
async function signedInMember(email: string, options: Parameters<Browser['newContext']>[0] = {}, locale = 'en') {
  ({ context, page, problems } = await signInOnboardedMember(server, browser, email, {
    locale,
    context: { acceptDownloads: true, ...options },
  }));
}

describe('the account page in Chromium', () => {
  it('downloads the member’s data, then deletes the account after the password and a confirmation', async () => {
    const email = `leaving${Date.now()}@acme.example`;
    await signedInMember(email);
    await page.getByRole('link', { name: 'My account' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByText(`Signed in as ${email}`).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kinwell-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(exported).toMatchObject({ format: 'kinwell-account-export', account: { email } });
    await page.getByText('Your file is downloaded.').waitFor();

    // Nothing typed: asked for the password, no dialog.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Please enter your password to confirm.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A wrong password: the dialog, then the server's refusal in words; the account stays.
    await page.getByLabel('Your password', { exact: true }).fill('Wrong-2026!');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    // The safe choice has the focus; Escape closes it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep my account');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await page.getByText('That password is not right. Your account has not been deleted.').waitFor();

    await page.getByLabel('Your password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Your account and your data have been deleted.', { exact: false }).first().waitFor();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();

    // Gone for good: the account page sends a visitor to log in, and the old password opens nothing.
    await page.goto(`${server.url}/account`);
    await page.waitForURL((url) => url.pathname === '/login');
    const login = await server.request('/api/auth/login', { method: 'POST', json: { email, password: PASSWORD } });
    expect(login.status).toBe(401);
  }, 60_000);

  it.each([
    ['light', 'phone', { width: 390, height: 844 }],
    ['dark', 'desktop', { width: 1280, height: 800 }],
  ] as const)(
    'reads right to left in Arabic, with no axe-core violation (%s, %s)',
    async (scheme, width, viewport) => {
      await signedInMember(`arabic-${scheme}-${Date.now()}@acme.example`, { viewport, colorScheme: scheme }, 'ar');
      await page.goto(`${server.url}/account`);
      await page.getByRole('heading', { level: 1, name: 'حسابي' }).waitFor();
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      await page.getByRole('button', { name: 'تنزيل بياناتي' }).waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: resolve(SHOTS, `account-ar-${scheme}-${width}.png`), fullPage: true });
    },
    60_000,
  );
});
