import { apiRoutes } from '@kinwell/contracts';
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
  // A CSP violation (a style without the page's nonce) would show here.
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the API reference in Chromium', () => {
  it('shows /api/docs under its own CSP: groups, operations that open, schemas', async () => {
    const response = await page.goto(`${server.url}/api/docs`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Kinwell API');
    await page.getByRole('link', { name: 'content', exact: true }).click();
    const theme = page.locator('details', { hasText: apiRoutes.getSelfCareTheme.path }).first();
    await theme.locator('summary').click();
    await expect(theme.getByRole('table', { name: 'Parameters' }).isVisible()).resolves.toBe(true);
    await theme.getByRole('link', { name: 'SelfCareThemeResponse' }).click();
    expect(new URL(page.url()).hash).toBe('#schema-SelfCareThemeResponse');
    // The styles applied: the page's nonce let them in.
    const border = await page
      .locator('details')
      .first()
      .evaluate((node) => getComputedStyle(node).borderStyle);
    expect(border).toBe('solid');
    expect(problems).toEqual([]);
  });

  it('serves the public document the build wrote, at /openapi.json as a deployed site does', async () => {
    const response = await server.request('/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(document.paths)).toContain(apiRoutes.login.path);
    // The deployed document leaves out the local runtime's own routes.
    expect(Object.keys(document.paths)).not.toContain('/api/dev/mail');
  });
});
