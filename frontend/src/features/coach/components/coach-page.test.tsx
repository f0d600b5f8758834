import { MAX_COACH_MESSAGE_CHARS } from '@kinwell/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onboardedUser, renderApp } from '../../../../tests/render-app';
import { activateLocale } from '../../../lib/i18n';

const WORRY = {
  themeId: 'anxiety-steady-ground',
  sessionId: 'noticing-worry',
  screenId: 'before-you-begin',
  title: 'Noticing worry',
  themeTitle: 'Steady ground',
  minutes: 5,
  href: '/theme/anxiety-steady-ground/session/noticing-worry/screen/before-you-begin',
};

const en = (text: string) => ({ text, locale: 'en' as const, isFallback: false });
/** The library's catalog as the self-care pages read it: the page names the coach's session links from it. */
const CATALOG = {
  language: 'en',
  themes: [
    {
      id: WORRY.themeId,
      version: 1,
      goals: ['anxiety'],
      minutes: 20,
      cover: { src: `/content/self-care/themes/${WORRY.themeId}/v1/cover.svg`, alt: en('') },
      title: en(WORRY.themeTitle),
      summary: en('About worry'),
      sessions: [{ id: WORRY.sessionId, title: en(WORRY.title), minutes: 5, screens: 4 }],
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const sse = (...events: unknown[]) =>
  new Response(events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''), {
    headers: { 'content-type': 'text/event-stream' },
  });

/**
 * A small fake of the API the page calls: the conversation, the suggestions, the goals, and the message stream. A
 * sent message is kept with the coach's answer (`kept`), as the server keeps them, so the page's refetch finds it.
 */
function stubApi(
  mode: 'ai' | 'guided',
  answer: () => Response,
  kept: (text: string) => unknown[] = () => [],
  catalog?: typeof CATALOG,
) {
  const sent: unknown[] = [];
  const messages: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/coach/conversation')) {
      return json({
        mode,
        messages,
        hasOlder: false,
        limits: { maxMessageChars: MAX_COACH_MESSAGE_CHARS, dailyMessages: 40 },
      });
    }
    if (url.startsWith('/api/coach/suggestions')) return json({ sessions: [WORRY] });
    if (url.startsWith('/api/coach/messages')) {
      const body = JSON.parse(String(init?.body)) as { text: string };
      sent.push(body);
      const response = answer();
      if (response.ok) messages.push(...kept(body.text));
      return response;
    }
    if (url.includes('lead')) return json({ leads: [{ Goals: ['anxiety'] }] });
    if (catalog && url.startsWith('/api/content/self-care/catalog')) return json(catalog);
    return json({ message: 'Not found', code: 'common.notFound' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLocale('en');
});

const composer = () => screen.getByRole('textbox');

const member = (text: string) => ({ id: 'm1', role: 'member', kind: 'text', text, createdAt: '2026-05-01T10:00:00Z' });
const coach = (answer: Record<string, unknown>) => ({
  id: 'm2',
  role: 'coach',
  text: '',
  createdAt: '2026-05-01T10:00:01Z',
  ...answer,
});

describe('CoachPage', () => {
  it('in guided mode says plainly it is not an AI, and suggests sessions as links', async () => {
    const { sent } = stubApi(
      'guided',
      () => sse({ type: 'suggestions', sessions: [WORRY] }, { type: 'done', messageId: 'm2' }),
      (text) => [member(text), coach({ kind: 'suggestions', sessions: [WORRY] })],
    );
    renderApp('/coaching/yourCoach', { user: onboardedUser });
    expect(await screen.findByText('This is a guide, not an AI.')).toBeTruthy();
    expect(screen.queryByText('This is an AI, not a therapist.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Book a session with a human expert' }).getAttribute('href')).toBe(
      '/book-session',
    );
    const link = await screen.findByRole('link', { name: 'Noticing worry' });
    expect(link.getAttribute('href')).toBe(WORRY.href);

    fireEvent.change(composer(), { target: { value: 'so much worry' } });
    // Shift+Enter is a new line, not a send.
    fireEvent.keyDown(composer(), { key: 'Enter', shiftKey: true });
    expect(sent).toEqual([]);
    await act(async () => {
      fireEvent.keyDown(composer(), { key: 'Enter' });
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ text: 'so much worry' });
    expect(await screen.findByText('These sessions from the library may help:')).toBeTruthy();
  });

  it('in AI mode says it is an AI, and shows the crisis card inline on a crisis answer', async () => {
    stubApi(
      'ai',
      () => sse({ type: 'crisis', categories: ['suicide_self_harm'] }, { type: 'done', messageId: 'm2' }),
      (text) => [member(text), coach({ kind: 'crisis', categories: ['suicide_self_harm'] })],
    );
    renderApp('/coaching/yourCoach', { user: onboardedUser });
    expect(await screen.findByText('This is an AI, not a therapist.')).toBeTruthy();
    fireEvent.change(composer(), { target: { value: 'I want to die' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(await screen.findByRole('region', { name: "You don't have to go through this alone" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call 988' })).toBeTruthy();
  });

  it('renders a streamed answer’s session link as a real link', async () => {
    stubApi(
      'ai',
      () =>
        sse(
          { type: 'delta', text: 'Try ' },
          { type: 'delta', text: WORRY.href },
          { type: 'delta', text: ' today.' },
          { type: 'done', messageId: 'm2' },
        ),
      (text) => [member(text), coach({ kind: 'text', text: `Try ${WORRY.href} today.` })],
    );
    renderApp('/coaching/yourCoach', { user: onboardedUser });
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'hello' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    const link = await screen.findByRole('link', { name: WORRY.href });
    expect(link.getAttribute('href')).toBe(WORRY.href);
  });

  it('names a session link by the session’s title once the library’s catalog is in', async () => {
    stubApi(
      'ai',
      () => sse({ type: 'delta', text: `Try ${WORRY.href} today.` }, { type: 'done', messageId: 'm2' }),
      (text) => [member(text), coach({ kind: 'text', text: `Try ${WORRY.href} today.` })],
      CATALOG,
    );
    renderApp('/coaching/yourCoach', { user: onboardedUser });
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'hello' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    const link = await screen.findByRole('link', { name: `${WORRY.title} (${WORRY.themeTitle})` });
    expect(link.getAttribute('href')).toBe(WORRY.href);
  });

  it('shows the size limit, and refuses to send past it', async () => {
    stubApi('ai', () => sse({ type: 'done', messageId: 'x' }));
    renderApp('/coaching/yourCoach', { user: onboardedUser });
    fireEvent.change(await screen.findByRole('textbox'), {
      target: { value: 'a'.repeat(MAX_COACH_MESSAGE_CHARS + 1) },
    });
    expect(
      screen.getByText(`Too long: ${MAX_COACH_MESSAGE_CHARS + 1} of ${MAX_COACH_MESSAGE_CHARS} characters`),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a refusal’s words (the daily limit) and keeps the message', async () => {
    stubApi('ai', () => json({ message: 'You have reached today’s limit', code: 'coach.dailyLimit' }, 429));
    renderApp('/coaching/yourCoach', { user: onboardedUser });
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'hello again' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(await screen.findByText('You have reached today’s limit')).toBeTruthy();
    expect((composer() as HTMLTextAreaElement).value).toBe('hello again');
  });

  it('tells a guest what the coach is and how to sign in, asking for no conversation', async () => {
    const { fetchMock } = stubApi('ai', () => sse());
    renderApp('/coaching/yourCoach');
    const signIn = await screen.findByRole('link', { name: 'Sign in to talk to your coach' });
    expect(signIn.getAttribute('href')).toMatch(/^\/login\?redirect=/);
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/coach'))).toBe(false);
  });

  it('reads in Arabic, right to left', async () => {
    await activateLocale('ar');
    stubApi('guided', () => sse({ type: 'done', messageId: 'x' }));
    renderApp('/coaching/yourCoach', { user: onboardedUser });
    expect(await screen.findByText('هذا دليل، وليس ذكاءً اصطناعيًا.')).toBeTruthy();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });
});
