import { resolve } from 'node:path';
import { launchChromium } from '@kinwell/testing/browser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { axeViolations } from './axe-violations';
import { sidewaysOverflow } from './page-layout';
import { signInOnboardedMember } from './signed-in-member';

/**
 * The crisis card (issue 15) in Chromium: a signed-in member opens "Need help now?" from a page that is not
 * self-care (My account), with the keyboard, in English and in Arabic (right to left). The dialog holds the
 * focus until Escape, then gives it back; the lines are tel:/sms: links whose numbers read left to right; axe
 * finds nothing; screenshots at phone width, light and dark, for a reviewer to look at.
 */
const SHOTS = resolve(import.meta.dirname, '../../../../test-results/screenshots');
let server: TestServer;
let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let problems: string[] = [];

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

/** An onboarded member, signed in in Chromium, on their account page. */
async function memberOnAccountPage(email: string, options: Parameters<Browser['newContext']>[0], locale: string) {
  ({ context, page, problems } = await signInOnboardedMember(server, browser, email, { locale, context: options }));
  await page.goto(`${server.url}/account`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** Tab from the top of the page until the focus is on `name`; the number of presses is how far it is. */
async function tabTo(name: string): Promise<number> {
  for (let presses = 1; presses <= 25; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return presses;
  }
  throw new Error(`"${name}" is not reachable with Tab`);
}

const LINES = [
  ['tel:988', '988'],
  ['sms:988', '988'],
  ['sms:741741?&body=HOME', 'HOME741741'],
  ['tel:911', '911'],
];

async function linesOf(dialog: ReturnType<Page['getByRole']>) {
  return dialog
    .locator('.crisis-lines a')
    .evaluateAll((links) =>
      links.map((link) => [
        link.getAttribute('href'),
        [...link.querySelectorAll('bdi[dir="ltr"]')].map((number) => number.textContent).join(''),
      ]),
    );
}

describe('the crisis card in Chromium', () => {
  it('opens from My account with the keyboard in English, holds the focus and gives it back', async () => {
    await memberOnAccountPage(`crisis-en-${Date.now()}@acme.example`, { viewport: { width: 1280, height: 800 } }, 'en');
    const button = page.getByRole('button', { name: 'Need help now?' });
    expect(await button.count()).toBe(1);
    await tabTo('Need help now?');
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'If you need help now' });
    await dialog.waitFor();
    expect(await linesOf(dialog)).toEqual(LINES);
    await dialog.getByText('988 Suicide & Crisis Lifeline').waitFor();
    // The focus starts on Close and Tab cycles inside the dialog (its links, the contact link and Close).
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    for (let press = 0; press < 8; press++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Need help now?');
  }, 90_000);

  it.each(['light', 'dark'] as const)(
    'opens in Arabic, right to left, numbers left to right, at phone width (%s)',
    async (scheme) => {
      await memberOnAccountPage(
        `crisis-ar-${scheme}-${Date.now()}@acme.example`,
        { viewport: { width: 390, height: 844 }, colorScheme: scheme },
        'ar',
      );
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      // One click from the page's header, visible at phone width.
      const button = page.getByRole('button', { name: 'هل تحتاج إلى مساعدة الآن؟' });
      expect(await button.isVisible()).toBe(true);
      await page.screenshot({ path: resolve(SHOTS, `crisis-header-ar-${scheme}-phone.png`) });
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'إذا كنت بحاجة إلى مساعدة الآن' });
      await dialog.waitFor();
      expect(await linesOf(dialog)).toEqual(LINES);
      expect(await dialog.getByRole('button', { name: 'إغلاق' }).isVisible()).toBe(true);
      await page.screenshot({ path: resolve(SHOTS, `crisis-card-ar-${scheme}-phone.png`) });
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    },
    90_000,
  );
});
