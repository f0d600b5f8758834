import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { launchChromium } from '@kinwell/testing/browser';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUpAndLogin } from '../support/accounts';
import { startTestServer, type TestServer } from '../support/test-server';
import { sidewaysOverflow } from './page-layout';

/**
 * Screenshots of home, login and the first onboarding step in en/ar × light/dark at phone (390) and desktop
 * (1280) widths, written to test-results/screenshots/ (gitignored: test artifacts, not committed).
 */
const OUT = resolve(import.meta.dirname, '../../../../test-results/screenshots');
const LOCALES = ['en', 'ar'] as const;
const SCHEMES = ['light', 'dark'] as const;
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const MEMBER = 'screenshots@acme.example';

let server: TestServer;
let browser: Browser;
let signedIn: BrowserContextOptions['storageState'];

beforeAll(async () => {
  // The demo seed makes acme.example a client company.
  [server, browser] = await Promise.all([startTestServer(), launchChromium()]);
  await mkdir(OUT, { recursive: true });
  // A signed-up member who has not done the onboarding: logging in leads to its first step.
  await signUpAndLogin(server, MEMBER);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email', { exact: true }).fill(MEMBER);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/onboarding/);
  signedIn = await context.storageState();
  await context.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function shoot(page: Page, name: string) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Nothing may stick out sideways: a phone would scroll (or cut) the page horizontally.
  const sideways = await sidewaysOverflow(page);
  expect(sideways, `${name} is wider than its viewport`).toBeLessThanOrEqual(0);
  const file = resolve(OUT, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

const combinations = LOCALES.flatMap((locale) =>
  SCHEMES.flatMap((scheme) =>
    (Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((width) => ({ locale, scheme, width })),
  ),
);

describe('screenshots', () => {
  it.each(combinations)(
    'home, login and onboarding in $locale, $scheme, $width',
    async ({ locale, scheme, width }) => {
      const options = { viewport: WIDTHS[width], colorScheme: scheme, deviceScaleFactor: 1 } as const;
      const tag = `${locale}-${scheme}-${width}`;
      const guest = await browser.newContext(options);
      await guest.addInitScript((value) => localStorage.setItem('user-locale', value), locale);
      const page = await guest.newPage();
      await page.goto(`${server.url}/`);
      await shoot(page, `home-${tag}`);
      await page.goto(`${server.url}/login`);
      await shoot(page, `login-${tag}`);
      expect(await page.getAttribute('html', 'dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      await guest.close();

      const member = await browser.newContext({ ...options, storageState: signedIn });
      await member.addInitScript((value) => localStorage.setItem('user-locale', value), locale);
      const onboarding = await member.newPage();
      await onboarding.goto(`${server.url}/onboarding`);
      await shoot(onboarding, `onboarding-step1-${tag}`);
      await member.close();
    },
    90_000,
  );
});
