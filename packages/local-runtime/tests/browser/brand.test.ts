import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { registerCompany } from '@kinwell/company-cli';
import { launchChromium } from '@kinwell/testing/browser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUpAndLogin } from '../support/accounts';
import { collectPageProblems } from '../support/page-problems';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Company branding in Chromium: `bid` in a link brands the screens (logo, colours through CSS custom properties),
 * stays in the URL across navigation, and is added after a member of the company signs in. Also the language
 * switch to Arabic (right to left) and back. Screenshots land in test-results/brand (not committed).
 */
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];

const COMPANY = { companyId: 'globex', name: 'Globex Wellness', primary: '#0b7285', secondary: '#e8590c' };
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40" rx="8" fill="${COMPANY.primary}"/><text x="60" y="26" font-size="16" text-anchor="middle" fill="#fff">GLOBEX</text></svg>`;
const shots = resolve(import.meta.dirname, '../../test-results/brand');

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchChromium()]);
  await registerCompany(server.deps.companies, {
    companyId: COMPANY.companyId,
    name: COMPANY.name,
    domains: ['globex.example'],
    colors: { primary: COMPANY.primary, secondary: COMPANY.secondary },
    logo: { body: new TextEncoder().encode(LOGO), contentType: 'image/svg+xml' },
  });
  await mkdir(shots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openPage(options: { colorScheme?: 'light' | 'dark' } = {}) {
  context = await browser.newContext({ colorScheme: options.colorScheme ?? 'light' });
  page = await context.newPage();
  problems = collectPageProblems(page);
}

afterEach(async () => {
  expect(problems).toEqual([]);
  await context?.close();
});

const cssVariable = (name: string) =>
  page.evaluate((property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim(), name);
const search = (name: string) => new URL(page.url()).searchParams.get(name);

describe('company branding in Chromium', () => {
  it('brands /signup?bid=, keeps bid and the brand on the way to /login', async () => {
    await openPage();
    await page.goto(`${server.url}/signup?bid=${COMPANY.companyId}`);
    const logo = page.getByRole('img', { name: COMPANY.name });
    await logo.waitFor();
    expect(await logo.getAttribute('src')).toBe(`/api/s3/company-logo/${COMPANY.companyId}`);
    expect(await cssVariable('--brand-primary')).toBe(COMPANY.primary);
    expect(await cssVariable('--brand-secondary')).toBe(COMPANY.secondary);
    // Text on the dark teal primary is white (AA); the gradient runs primary lightened 20 → darkened 20.
    expect(await cssVariable('--brand-on-primary')).toBe('#ffffff');
    expect(await cssVariable('--brand-gradient')).toMatch(/^linear-gradient\(135deg, #[0-9a-f]{6}, #[0-9a-f]{6}\)$/);
    const button = page.getByRole('button', { name: 'Create account' });
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(11, 114, 133)');

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(search('bid')).toBe(COMPANY.companyId);
    await page.getByRole('img', { name: COMPANY.name }).waitFor();
    expect(await cssVariable('--brand-primary')).toBe(COMPANY.primary);
  });

  it('falls back to the default brand for an unknown bid', async () => {
    await openPage();
    await page.goto(`${server.url}/signup?bid=no-such-company`);
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    expect(await cssVariable('--brand-primary')).toBe('#1ab69d');
    expect(await page.getByRole('img', { name: COMPANY.name }).count()).toBe(0);
  });

  it('adds bid after a member of the company signs in, and forgets the brand when they log out', async () => {
    const email = `member.${Date.now()}@globex.example`;
    await signUpAndLogin(server, email);
    await openPage();
    await page.goto(`${server.url}/login`);
    expect(search('bid')).toBeNull();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/onboarding' && url.searchParams.get('bid') === COMPANY.companyId);
    await page.getByRole('img', { name: COMPANY.name }).waitFor();
    expect(await cssVariable('--brand-primary')).toBe(COMPANY.primary);

    // A shared device: after logging out, the next person sees the neutral brand and no company in the URL.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(search('bid')).toBeNull();
    expect(await cssVariable('--brand-primary')).toBe('#1ab69d');
    expect(await page.getByRole('img', { name: COMPANY.name }).count()).toBe(0);
  });

  it('switches to Arabic, right to left, and back, keeping the choice under user-locale', async () => {
    await openPage();
    await page.goto(`${server.url}/`);
    const language = page.getByLabel('Language', { exact: true });
    await language.selectOption('ar');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.evaluate(() => localStorage.getItem('user-locale'))).toBe('ar');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.locator('select').first().selectOption('en');
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });

  it('takes screenshots of /signup?bid= in light and dark, English and Arabic', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const locale of ['en', 'ar']) {
        await openPage({ colorScheme });
        await page.addInitScript((value) => localStorage.setItem('user-locale', value), locale);
        await page.goto(`${server.url}/signup?bid=${COMPANY.companyId}`);
        await page.getByRole('img', { name: COMPANY.name }).waitFor();
        expect(await page.getAttribute('html', 'dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        await page.screenshot({ path: join(shots, `signup-${colorScheme}-${locale}.png`), fullPage: true });
        await context.close();
      }
    }
    // afterEach closes the last one again: harmless.
    await openPage();
  });
});
