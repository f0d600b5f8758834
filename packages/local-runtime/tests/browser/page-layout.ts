// Helpers for the browser tests that run inside the page (DOM types: tsconfig.browser.json).
import type { Page } from 'playwright-core';

/** How many pixels the page sticks out past its viewport's width (0 when it fits), once its fonts are in. */
export async function sidewaysOverflow(page: Page): Promise<number> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
}
