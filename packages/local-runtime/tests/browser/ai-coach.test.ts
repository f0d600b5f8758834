import { resolve } from 'node:path';
import { OpenAiCompatibleFake } from '@kinwell/testing';
import { launchChromium } from '@kinwell/testing/browser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { axeViolations } from './axe-violations';
import { signInOnboardedMember } from './signed-in-member';

/**
 * Your coach (issue 15) in Chromium. With a model (a fake OpenAI-compatible server this test starts, the runtime
 * configured with its URL): the answer streams in as it is written, its library link is a real link into the
 * session; a risky message shows the crisis card, in English and in Arabic, and never reaches the model. With no
 * model: the page says it is a guide, not an AI, and helps with a check-in and sessions.
 */
const LIBRARY = resolve(import.meta.dirname, '../../../../content/self-care');
const WORRY_LINK = '/theme/anxiety-steady-ground/session/noticing-worry/screen/before-you-begin';
/** For a reviewer to look at (light, desktop width). */
const SHOTS = resolve(import.meta.dirname, '../../../../test-results/screenshots');

let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let problems: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  expect(problems).toEqual([]);
  await context?.close();
  context = undefined;
});

async function openCoach(server: TestServer, email: string, locale = 'en') {
  ({ context, page, problems } = await signInOnboardedMember(server, browser, email, { goals: ['anxiety'], locale }));
  await page.goto(`${server.url}/coaching/yourCoach`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

async function send(text: string) {
  await page.getByRole('textbox').fill(text);
  await page.getByRole('textbox').press('Enter');
}

describe('the AI coach, with a model', () => {
  let server: TestServer;
  let fake: OpenAiCompatibleFake;
  beforeAll(async () => {
    fake = await new OpenAiCompatibleFake().start();
    server = await startTestServer({ selfCareLibraryDir: LIBRARY, coachModel: { url: fake.url, model: 'fake-coach' } });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.stop();
  });

  it('streams an answer with a library link the member can follow', async () => {
    fake.reply = () => ({
      pieces: ['Worry before meetings is common. ', 'You could try ', WORRY_LINK, ' today.'],
      delayMs: 400,
    });
    await openCoach(server, 'ana@acme.example');
    await page.getByText('This is an AI, not a therapist.').waitFor();
    await send('I get so worried before meetings');
    // The first words show while the model is still writing: the answer streams.
    const answer = page.locator('.coach-message.is-coach').last();
    await answer.getByText('Worry before meetings is common.').waitFor();
    expect(await answer.textContent()).not.toContain('today.');
    expect(await answer.getAttribute('aria-live')).toBe('polite');
    // (The app keeps the member's brand in its links: `?bid=`.)
    const link = page.locator(`.coach-message.is-coach a[href^="${WORRY_LINK}"]`);
    await link.waitFor();
    await page.locator('.coach-message.is-coach', { hasText: 'today.' }).waitFor();
    // It reads as the session's title from the library, not as a path.
    await page.waitForFunction(
      (href) => !document.querySelector(`.coach-message.is-coach a[href^="${href}"]`)?.textContent?.includes('/theme/'),
      WORRY_LINK,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: resolve(SHOTS, 'coach-answer-en-light-desktop.png'), fullPage: true });
    await link.click();
    await page.waitForURL((url) => url.pathname === WORRY_LINK);
    expect(fake.requests.at(-1)?.messages[0]?.content).toContain(WORRY_LINK);
  });

  it('shows the crisis card for a risky message in English, without asking the model', async () => {
    const asked = fake.requests.length;
    await openCoach(server, 'ben@acme.example');
    await send('I want to kill myself');
    const card = page.getByRole('region', { name: "You don't have to go through this alone" });
    await card.waitFor();
    expect(await card.getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988');
    await page.getByRole('link', { name: 'Book a session with a human expert' }).last().waitFor();
    expect(fake.requests.length).toBe(asked);
  });

  it('shows the crisis card for a risky message in Arabic, right to left', async () => {
    const asked = fake.requests.length;
    await openCoach(server, 'carla@acme.example', 'ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByText('هذا ذكاء اصطناعي، وليس معالجًا نفسيًا.').waitFor();
    await send('أريد أن أموت');
    const card = page.getByRole('region', { name: 'لست مضطرًا لمواجهة هذا وحدك' });
    await card.waitFor();
    expect(await card.locator('a[href="tel:988"]').count()).toBe(1);
    expect(fake.requests.length).toBe(asked);
    await page.screenshot({ path: resolve(SHOTS, 'coach-crisis-ar-light-desktop.png'), fullPage: true });
  });
});

describe('the guided coach, with no model', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ selfCareLibraryDir: LIBRARY });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('says it is a guide, not an AI, and helps with a check-in and sessions', async () => {
    await openCoach(server, 'dora@acme.example');
    await page.getByText('This is a guide, not an AI.').waitFor();
    expect(await page.getByText('This is an AI, not a therapist.').count()).toBe(0);
    // Sessions for the member's goals before any answer; the check-in's mood changes them.
    await page.getByRole('heading', { name: 'Sessions for your goals' }).waitFor();
    await page.getByRole('radio', { name: /Struggling/ }).check();
    await page.getByRole('heading', { name: 'Sessions for how you feel' }).waitFor();
    expect(await page.locator(`.coach-card a[href^="${WORRY_LINK}"]`).count()).toBeGreaterThan(0);
    // Words get sessions that match them.
    await send('I keep worrying about everything');
    await page.getByText('These sessions from the library may help:').waitFor();
    expect(await page.locator(`.coach-messages a[href^="${WORRY_LINK}"]`).count()).toBe(1);
    // The way to a human expert (the app keeps the member's brand in its links: ?bid=).
    expect(
      await page.getByRole('link', { name: 'Book a session with a human expert' }).first().getAttribute('href'),
    ).toMatch(/^\/book-session(\?|$)/);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: resolve(SHOTS, 'coach-guided-en-light-desktop.png'), fullPage: true });
    // The member deletes the conversation, after confirming.
    await page.getByRole('button', { name: 'Delete conversation' }).click();
    await page.getByRole('button', { name: 'Delete everything' }).click();
    await page.getByText('Nothing here yet. Write a few words and the guide will suggest sessions.').waitFor();
  });
});
