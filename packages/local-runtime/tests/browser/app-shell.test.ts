import { launchChromium } from '@kinwell/testing/browser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let browser: Browser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ seedDemo: false }), launchChromium()]);
  page = await browser.newPage();
  // A CSP violation or a script error would show here: the app must run under the production policy.
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the app shell in Chromium', () => {
  it('renders the home page from the production build', async () => {
    const response = await page.goto(`${server.url}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Welcome to Kinwell');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(problems).toEqual([]);
  });

  it('shows the 404 page for an unknown route, with a way home', async () => {
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
    expect(await page.getByText('The page you are looking for does not exist.').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Back to Homepage' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('heading', { name: 'Welcome to Kinwell' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('shows the local mailbox page', async () => {
    await server.deps.mailbox.send({
      to: 'jane@acme.example',
      subject: 'Your code',
      text: '123456',
      html: '<p>123456</p>',
    });
    await page.goto(`${server.url}/dev/mail`);
    await page.getByRole('heading', { name: 'Local mailbox' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Your code' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });
});
