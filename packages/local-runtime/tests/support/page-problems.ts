import type { Page } from 'playwright-core';

/**
 * Collects what a page should never show: console errors (a CSP violation, a React error) and uncaught
 * exceptions. Refused requests ("Failed to load resource") are left out: these flows provoke them on purpose
 * (a wrong code, an unconfirmed login). Assert the list is empty after each test.
 */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
