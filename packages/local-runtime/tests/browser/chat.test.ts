import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CHAT_PAGE_SIZE, onboardingAttributes } from '@kinwell/core';
import { launchChromium } from '@kinwell/testing/browser';
import type { Browser, BrowserContext, Page, Request, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../support/accounts';
import { addTestExpert, expertNamed, onboardedMember, signInAsExpert } from '../support/booking-people';
import { collectPageProblems } from '../support/page-problems';
import { startTestServer, type TestServer } from '../support/test-server';
import { axeViolations } from './axe-violations';
import { sidewaysOverflow } from './page-layout';

/**
 * Chat with an expert (issue 15) in Chromium, on the real local runtime and its WebSocket server: a member and an
 * expert in two browser contexts. The member writes, the expert sees it live with the unread badge; the expert
 * answers, the member sees it live and the receipt turns to "Read"; the member's socket is dropped and a message sent
 * meanwhile still arrives once (catch-up); a reload keeps the draft; a risky message shows the crisis card, and the
 * expert's view marks it quietly (the member was shown urgent-help resources). Screenshots
 * (test-results/screenshots/chat-*.png) in English and Arabic, light and dark, phone and desktop; axe on both pages.
 */
const SHOTS = resolve(import.meta.dirname, '../../../../test-results/screenshots');
const EXPERT = expertNamed('lea-martin', { name: 'Léa Martin', languages: ['en', 'fr'] });
const MEMBER = 'jane.chat@acme.example';

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const problems: string[][] = [];
let memberPage: Page;
let expertPage: Page;
let conversationPath: string;
/** The member page's chat socket, routed through the test so it can be dropped and refused. */
let memberSocket: WebSocketRoute | undefined;
let refuseSockets = false;
/** Called as the member page's next chat socket is let through, before it reaches the server. */
let onMemberSocket: (() => void) | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchChromium(), mkdir(SHOTS, { recursive: true })]);
  await addTestExpert(server, EXPERT);
  await signInAsExpert(server, EXPERT.email);
  await onboardedMember(server, MEMBER, { firstName: 'Jane', goals: ['anxiety'] });
  await server.deps.identity.updateAttributes(MEMBER, onboardingAttributes(3));
}, 60_000);
afterAll(async () => {
  for (const list of problems) expect(list).toEqual([]);
  await browser?.close();
  await server?.stop();
});

async function signedInPage(email: string, landing: string, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  contexts.push(context);
  await context.addInitScript(() => {
    if (!localStorage.getItem('user-locale')) localStorage.setItem('user-locale', 'en');
  });
  const page = await context.newPage();
  problems.push(collectPageProblems(page));
  await page.goto(`${server.url}/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === landing);
  return page;
}

async function settledAxeViolations(page: Page) {
  // The navigation's loading bar is gone once the page has settled (it sits outside the landmarks while it runs).
  await page.locator('.page-loading-bar').waitFor({ state: 'detached' });
  return axeViolations(page);
}

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: /^Message to / });
  await box.fill(text);
  await box.press('Enter');
}

/** A read of a conversation's messages: the first one, or a catch-up (`?after=`) on a reconnect or a poll. */
const isThreadRead = (request: Request) =>
  request.method() === 'GET' && /\/api\/chat\/conversations\/[^/]+\/messages/.test(request.url());

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
const bubble = (page: Page, text: string) => log(page).locator('.chat-message').filter({ hasText: text });
/** The message whose text is exactly this (History message 1, not 10). */
const historyMessage = (page: Page, n: number) =>
  log(page)
    .locator('.chat-message-text')
    .filter({ hasText: new RegExp(`^History message ${n}$`) });

describe('chat between a member and an expert in Chromium', () => {
  it('the member finds the expert on /coaching and opens a conversation (axe: no violations)', async () => {
    memberPage = await signedInPage(MEMBER, '/dashboard');
    await memberPage.context().routeWebSocket(/\/chat/, (socket) => {
      if (refuseSockets) {
        void socket.close();
        return;
      }
      memberSocket = socket;
      onMemberSocket?.();
      socket.connectToServer();
    });
    await memberPage.goto(`${server.url}/coaching`);
    const experts = memberPage.getByRole('region', { name: 'Experts you can write to' });
    await experts.getByText('Léa Martin').waitFor();
    expect(await settledAxeViolations(memberPage)).toEqual([]);
    await experts.getByRole('button', { name: 'Message Léa Martin' }).click();
    await memberPage.waitForURL((url) => url.pathname.startsWith('/coaching/') && url.pathname.length > 20);
    conversationPath = new URL(memberPage.url()).pathname;
    await memberPage.getByRole('heading', { level: 1, name: 'Léa Martin' }).waitFor();
    expect(await settledAxeViolations(memberPage)).toEqual([]);
  });

  it('the member writes; the expert sees it live with the unread badge, and reading it turns the receipt to Read', async () => {
    expertPage = await signedInPage(EXPERT.email, '/expert');
    await send(memberPage, 'Hello Léa, I have been sleeping badly since the move.');
    await bubble(memberPage, 'sleeping badly')
      .getByText(/^(Sent|Delivered)$/)
      .waitFor();

    // No reload: the badge comes over the expert's socket.
    const nav = expertPage.getByRole('navigation', { name: 'Main' });
    await nav.getByText('1 unread message').waitFor();
    await expertPage
      .getByRole('navigation', { name: 'Expert console' })
      .getByRole('link', { name: /Messages/ })
      .click();
    await expertPage.waitForURL((url) => url.pathname === '/expert/messages');
    await expertPage.getByRole('link', { name: /Jane/ }).click();
    await expertPage.waitForURL((url) => url.pathname.startsWith('/expert/messages/'));
    await bubble(expertPage, 'sleeping badly').waitFor();
    expect(await settledAxeViolations(expertPage)).toEqual([]);

    await bubble(memberPage, 'sleeping badly').getByText('Read', { exact: true }).waitFor();
    await nav.getByText('1 unread message').waitFor({ state: 'detached' });
  });

  it('the expert answers and the member sees it live', async () => {
    await send(expertPage, 'Thank you for writing, Jane. What does a usual evening look like?');
    await bubble(memberPage, 'What does a usual evening look like?').waitFor();
    await bubble(expertPage, 'What does a usual evening look like?').getByText('Read', { exact: true }).waitFor();
  });

  it('a message sent while the member’s socket is down arrives once when it comes back', async () => {
    if (!memberSocket) throw new Error('The member page opened no chat socket');
    refuseSockets = true;
    await memberSocket.close();
    await send(expertPage, 'Sent while you were offline.');
    await bubble(expertPage, 'Sent while you were offline.')
      .getByText(/^(Sent|Delivered)$/)
      .waitFor();
    // The conversation read the socket's opening makes (it catches up, and polling stops): the last way the
    // message could come a second time. Watched from before the socket reaches the server, so it cannot be missed.
    const reconnectRead = new Promise<Request>((resolve, reject) => {
      onMemberSocket = () => {
        onMemberSocket = undefined;
        memberPage.waitForRequest(isThreadRead, { timeout: 20_000 }).then(resolve, reject);
      };
    });
    refuseSockets = false;
    // Back on the next reconnect (or the next poll), and only once.
    await bubble(memberPage, 'Sent while you were offline.').waitFor({ timeout: 20_000 });
    await (await (await reconnectRead).response())?.finished();
    // Its answer reaches the query cache and the screen within a frame or two.
    await memberPage.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await bubble(memberPage, 'Sent while you were offline.').count()).toBe(1);
    const texts = await log(memberPage).locator('.chat-message-text').allInnerTexts();
    expect(texts).toEqual([
      'Hello Léa, I have been sleeping badly since the move.',
      'Thank you for writing, Jane. What does a usual evening look like?',
      'Sent while you were offline.',
    ]);
  });

  it('a reload keeps the draft', async () => {
    const box = memberPage.getByRole('textbox', { name: 'Message to Léa Martin' });
    await box.fill('Evenings are long, I scroll until');
    await memberPage.reload();
    await memberPage.getByRole('heading', { level: 1, name: 'Léa Martin' }).waitFor();
    expect(await memberPage.getByRole('textbox', { name: 'Message to Léa Martin' }).inputValue()).toBe(
      'Evenings are long, I scroll until',
    );
  });

  it('a risky message shows the crisis card, and still reaches the expert', async () => {
    await send(memberPage, 'Honestly I want to kill myself some nights.');
    const card = memberPage.getByRole('region', { name: "You don't have to go through this alone" });
    await card.getByRole('link', { name: 'Call 988' }).waitFor();
    await memberPage.getByRole('link', { name: 'Book a session now' }).waitFor();
    await memberPage.getByRole('button', { name: 'Need help now?' }).waitFor();
    // The expert's page hears, quietly and live, that the member was just shown urgent-help resources; the member's
    // own message carries no mark, and no other message does.
    const note = 'The member was shown urgent-help resources after this message.';
    await bubble(expertPage, 'I want to kill myself').getByRole('note', { name: note }).waitFor();
    expect(await log(expertPage).getByRole('note').count()).toBe(1);
    expect(await log(memberPage).getByRole('note').count()).toBe(0);
    await shoot(memberPage, 'member-crisis-en-light-desktop');
  });

  it('older messages load when scrolling up, and what was on screen stays there', async () => {
    // A second member with a long history, written through the API (within both sides' rate limits).
    const history = 'sam.history@acme.example';
    const member = await onboardedMember(server, history, { firstName: 'Sam', goals: ['burnout'] });
    await server.deps.identity.updateAttributes(history, onboardingAttributes(3));
    const expert = await signInAsExpert(server, EXPERT.email);
    const started = await server.request('/api/chat/conversations', {
      method: 'POST',
      headers: member.auth,
      json: { expertId: EXPERT.id },
    });
    const { id } = (await started.json()) as { id: string };
    const total = CHAT_PAGE_SIZE + 6;
    for (let n = 1; n <= total; n++) {
      const sent = await server.request(`/api/chat/conversations/${id}/messages`, {
        method: 'POST',
        headers: n % 2 ? member.auth : expert.auth,
        json: { clientMessageId: randomUUID(), text: `History message ${n}` },
      });
      expect(sent.status, await sent.clone().text()).toBe(201);
    }
    const page = await signedInPage(history, '/dashboard');
    await page.goto(`${server.url}/coaching/${id}`);
    await historyMessage(page, total).waitFor();
    expect(await historyMessage(page, 1).count()).toBe(0);
    // Scrolled to the top, the oldest loaded message (7) is at the top of the log; the older ones come in above it,
    // out of sight, and it stays where it was.
    await log(page).evaluate((element) => element.scrollTo({ top: 0 }));
    await historyMessage(page, 1).waitFor();
    await page.getByText('This is the start of your conversation.').waitFor({ state: 'attached' });
    const logBox = await log(page).boundingBox();
    const anchor = await historyMessage(page, 7).boundingBox();
    if (!logBox || !anchor) throw new Error('The log or message 7 is not drawn');
    expect(anchor.y).toBeGreaterThanOrEqual(logBox.y);
    expect(anchor.y).toBeLessThan(logBox.y + 200);
    expect(await log(page).evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    const texts = await log(page).locator('.chat-message-text').allInnerTexts();
    expect(texts).toEqual(Array.from({ length: total }, (_, index) => `History message ${index + 1}`));
    await page.context().close();
  });

  it('looks right in English and Arabic, light and dark, on a phone and a desktop', async () => {
    const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;
    // One signed-in page for every variant: the colour scheme is emulated, the language set before each load, and
    // each loaded page is shot at both widths (a resize relays it out; nothing on these pages depends on the width
    // it loaded at).
    const page = await signedInPage(MEMBER, '/dashboard', { viewport: sizes.phone });
    const shootBothSizes = async (name: string) => {
      for (const [size, viewport] of Object.entries(sizes)) {
        await page.setViewportSize(viewport);
        expect(await sidewaysOverflow(page)).toBe(0);
        await shoot(page, `${name}-${size}`);
      }
    };
    for (const locale of ['en', 'ar'] as const)
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.evaluate((value) => localStorage.setItem('user-locale', value), locale);
        await page.goto(`${server.url}/coaching`);
        await page.locator('.chat-conversation').first().waitFor();
        await shootBothSizes(`member-list-${locale}-${scheme}`);
        await page.goto(`${server.url}${conversationPath}`);
        await page.locator('.chat-message').first().waitFor();
        expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        await shootBothSizes(`member-conversation-${locale}-${scheme}`);
      }
    await page.context().close();
    await shoot(expertPage, 'expert-conversation-en-light-desktop');
    // The expert's view of the risky message (reloaded: from history, not the push), marker and all.
    const notes = {
      en: 'The member was shown urgent-help resources after this message.',
      ar: 'عُرضت على العضو موارد المساعدة العاجلة بعد هذه الرسالة.',
    };
    const expertConversation = conversationPath.replace('/coaching/', '/expert/messages/');
    const expert = await signedInPage(EXPERT.email, '/expert');
    for (const locale of ['en', 'ar'] as const)
      for (const scheme of ['light', 'dark'] as const) {
        await expert.emulateMedia({ colorScheme: scheme });
        await expert.evaluate((value) => localStorage.setItem('user-locale', value), locale);
        await expert.goto(`${server.url}${expertConversation}`);
        // Not `bubble`: the log's own name is in the page's language.
        const risky = expert.locator('.chat-message').filter({ hasText: 'I want to kill myself' });
        await risky.getByRole('note', { name: notes[locale] }).waitFor();
        expect(await settledAxeViolations(expert)).toEqual([]);
        expect(await sidewaysOverflow(expert)).toBe(0);
        await shoot(expert, `expert-urgent-help-${locale}-${scheme}-desktop`);
      }
    await expert.context().close();
  }, 180_000);
});

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: resolve(SHOTS, `chat-${name}.png`), fullPage: true, animations: 'disabled' });
}
