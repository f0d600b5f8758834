import { onboardingAttributes } from '@kinwell/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { bearer, PASSWORD, signUpAndLogin } from '../support/accounts';
import { collectPageProblems } from '../support/page-problems';
import type { TestServer } from '../support/test-server';

export interface SignedInMember {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed requests of the page, for the test's afterEach to assert empty. */
  problems: string[];
}

export interface MemberOptions {
  /** The onboarding goals, kept on the member's CRM lead as onboarding leaves them (none: no lead). */
  goals?: string[];
  /** The app's language, as the language switcher stores it. */
  locale?: string;
  context?: Parameters<Browser['newContext']>[0];
}

/**
 * A member who finished onboarding (the step counter at 3, and the CRM lead holding their goals when given), signed
 * in through the login screen as a person would, on the dashboard.
 */
export async function signInOnboardedMember(
  server: TestServer,
  browser: Browser,
  email: string,
  { goals, locale = 'en', context: contextOptions = {} }: MemberOptions = {},
): Promise<SignedInMember> {
  const { AccessToken } = await signUpAndLogin(server, email);
  await server.deps.identity.updateAttributes(email, onboardingAttributes(3));
  if (goals) {
    const { sub } = await server.deps.identity.getUser(AccessToken);
    const lead = await server.request('/api/zoho/lead/create', {
      method: 'POST',
      headers: bearer(AccessToken),
      json: { leadData: { Email: email, User_ID: sub, Last_Name: 'Doe', Company: 'Acme Health', Goals: goals } },
    });
    expect(lead.status).toBe(200);
  }
  const context = await browser.newContext(contextOptions);
  await context.addInitScript((value) => localStorage.setItem('user-locale', value), locale);
  // And its cookie, as the app writes it: /login then comes prerendered in that language, the form the app hydrates
  // (in another language the app renders its own form over it, and what was typed before would be lost).
  await context.addCookies([{ name: 'user-locale', value: locale, url: server.url }]);
  const page = await context.newPage();
  const problems = collectPageProblems(page);
  await page.goto(`${server.url}/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  return { context, page, problems };
}
