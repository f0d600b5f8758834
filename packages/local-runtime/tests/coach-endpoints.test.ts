import { resolve } from 'node:path';
import type { CoachStreamEvent, ErrorResponse } from '@kinwell/contracts';
import { COACH_DAILY_MESSAGES } from '@kinwell/core';
import { OpenAiCompatibleFake } from '@kinwell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpAndLogin } from './support/accounts';
import { type Answer, bodyOf } from './support/answers';
import { startTestServer, type TestServer } from './support/test-server';

const LIBRARY = resolve(import.meta.dirname, '../../../content/self-care');
const WORRY_LINK = '/theme/anxiety-steady-ground/session/noticing-worry/screen/before-you-begin';

/** The events of a `text/event-stream` answer, each as the JSON of its `data:` line. */
function eventsOf(text: string): CoachStreamEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as CoachStreamEvent);
}

const send = (server: TestServer, auth: Record<string, string>, json: unknown, language = 'en') =>
  server.request('/api/coach/messages', { method: 'POST', json, headers: { ...auth, 'accept-language': language } });

describe('the guided coach (no model configured)', () => {
  let server: TestServer;
  let jane: Record<string, string>;
  let john: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer({ selfCareLibraryDir: LIBRARY });
    jane = bearer((await signUpAndLogin(server, 'jane@acme.example')).AccessToken);
    john = bearer((await signUpAndLogin(server, 'john@acme.example')).AccessToken);
  });
  afterAll(() => server.stop());

  it('says it is the guide, and keeps nothing yet', async () => {
    const answer = await server.request('/api/coach/conversation', { headers: jane });
    expect(answer.status).toBe(200);
    expect(await bodyOf<Answer<'getCoachConversation'>>(answer)).toEqual({
      mode: 'guided',
      messages: [],
      hasOlder: false,
      limits: { maxMessageChars: 2000, dailyMessages: COACH_DAILY_MESSAGES },
    });
    expect((await server.request('/api/coach/conversation')).status).toBe(401);
  });

  it('answers a message with library sessions as server-sent events, and keeps both', async () => {
    const answer = await send(server, jane, { text: 'I worry about everything lately', goals: ['anxiety'] });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = eventsOf(await answer.text());
    expect(events.map((event) => event.type)).toEqual(['suggestions', 'done']);
    expect(events[0]).toMatchObject({
      sessions: expect.arrayContaining([expect.objectContaining({ href: WORRY_LINK })]),
    });
    const { messages } = await bodyOf<Answer<'getCoachConversation'>>(
      await server.request('/api/coach/conversation', { headers: jane }),
    );
    expect(messages.map((message) => [message.role, message.kind])).toEqual([
      ['member', 'text'],
      ['coach', 'suggestions'],
    ]);
    // John reads only his own (empty) conversation.
    const johns = await bodyOf<Answer<'getCoachConversation'>>(
      await server.request('/api/coach/conversation', { headers: john }),
    );
    expect(johns.messages).toEqual([]);
  });

  it('answers a risky message with the crisis card and flags on-call without the words', async () => {
    const answer = await send(server, john, { text: 'أريد أن أموت' }, 'ar');
    const events = eventsOf(await answer.text());
    expect(events[0]).toEqual({ type: 'crisis', categories: ['suicide_self_harm'] });
    const mail = await bodyOf<Answer<'listMail'>>(await server.request('/api/dev/mail?to=on-call@kinwell.local'));
    expect(mail.messages).toHaveLength(1);
    expect(mail.messages[0]?.subject).toBe('Kinwell risk flag (coach): suicide_self_harm');
    expect(mail.messages[0]?.text).not.toContain('أموت');
    expect(mail.messages[0]?.text).not.toContain('john');
  });

  it('suggests sessions for a check-in’s mood and the member’s goals', async () => {
    const answer = await server.request('/api/coach/suggestions?mood=1&goals=anxiety', {
      headers: { ...jane, 'accept-language': 'fr' },
    });
    const { sessions } = await bodyOf<Answer<'getCoachSuggestions'>>(answer);
    expect(sessions[0]?.href).toBe(WORRY_LINK);
    expect(sessions.length).toBeGreaterThan(1);
    expect((await server.request('/api/coach/suggestions?mood=9', { headers: jane })).status).toBe(400);
  });

  it('refuses an oversized message with its words, before anything is kept', async () => {
    const answer = await send(server, jane, { text: 'a'.repeat(2001) }, 'fr');
    expect(answer.status).toBe(400);
    expect(await bodyOf<ErrorResponse>(answer)).toEqual({
      code: 'coach.messageTooLong',
      message: 'Ce message est trop long. Restez sous 2 000 caractères.',
    });
  });

  it('answers a flood with 429 and the daily limit’s words, but still shows the crisis card', async () => {
    const flooder = bearer((await signUpAndLogin(server, 'flood@acme.example')).AccessToken);
    for (let i = 0; i < COACH_DAILY_MESSAGES; i++) {
      const answer = await send(server, flooder, { text: `message ${i}` });
      expect(answer.status).toBe(200);
      await answer.text();
    }
    const refused = await send(server, flooder, { text: 'one more' });
    expect(refused.status).toBe(429);
    expect(await bodyOf<ErrorResponse>(refused)).toMatchObject({ code: 'coach.dailyLimit' });
    const risky = await send(server, flooder, { text: 'I want to kill myself' });
    expect(risky.status).toBe(200);
    expect(eventsOf(await risky.text())[0]).toMatchObject({ type: 'crisis' });
  });

  it('deletes the member’s whole conversation, and only theirs', async () => {
    const deleted = await server.request('/api/coach/conversation', { method: 'DELETE', headers: jane });
    expect(await bodyOf(deleted)).toEqual({ deleted: true });
    const mine = await bodyOf<Answer<'getCoachConversation'>>(
      await server.request('/api/coach/conversation', { headers: jane }),
    );
    expect(mine.messages).toEqual([]);
    const johns = await bodyOf<Answer<'getCoachConversation'>>(
      await server.request('/api/coach/conversation', { headers: john }),
    );
    expect(johns.messages).toHaveLength(2);
  });
});

describe('the AI coach (an OpenAI-compatible model)', () => {
  let server: TestServer;
  let fake: OpenAiCompatibleFake;
  let jane: Record<string, string>;
  beforeAll(async () => {
    fake = await new OpenAiCompatibleFake().start();
    server = await startTestServer({
      selfCareLibraryDir: LIBRARY,
      coachModel: { url: fake.url, model: 'fake-coach' },
    });
    jane = bearer((await signUpAndLogin(server, 'jane@acme.example')).AccessToken);
  });
  afterAll(async () => {
    await server.stop();
    await fake.stop();
  });

  it('streams the answer piece by piece as the model writes it, and keeps it', async () => {
    fake.reply = () => ({ pieces: ['You could try ', WORRY_LINK, ' today.'], delayMs: 150 });
    const answer = await send(server, jane, { text: 'I worry before meetings', goals: ['anxiety'] });
    expect(answer.status).toBe(200);
    const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const arrivals: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      arrivals.push(decoder.decode(value));
    }
    // The pieces came as the model wrote them, not in one body at the end.
    expect(arrivals.length).toBeGreaterThan(2);
    const events = eventsOf(arrivals.join(''));
    expect(events.filter((event) => event.type === 'delta').map((event) => event.text)).toEqual([
      'You could try ',
      WORRY_LINK,
      ' today.',
    ]);
    expect(events.at(-1)).toMatchObject({ type: 'done' });
    // The model read the coach's rules, the member's goals and the library's matching session.
    const system = fake.requests.at(-1)?.messages[0]?.content ?? '';
    expect(system).toMatch(/You are an AI, not a therapist/);
    expect(system).toMatch(/Goals chosen: anxiety/);
    expect(system).toContain(WORRY_LINK);
    const { mode, messages } = await bodyOf<Answer<'getCoachConversation'>>(
      await server.request('/api/coach/conversation', { headers: jane }),
    );
    expect(mode).toBe('ai');
    expect(messages.at(-1)?.text).toBe(`You could try ${WORRY_LINK} today.`);
  });

  it('never sends a risky message to the model', async () => {
    const before = fake.requests.length;
    const events = eventsOf(await (await send(server, jane, { text: 'je veux me suicider' }, 'fr')).text());
    expect(events[0]).toMatchObject({ type: 'crisis' });
    expect(fake.requests.length).toBe(before);
  });

  it('ends with an error event when the model fails', async () => {
    fake.reply = () => ({ status: 503 });
    const events = eventsOf(await (await send(server, jane, { text: 'hello' })).text());
    expect(events).toEqual([
      { type: 'error', message: 'Your coach could not answer just now. Please try again in a moment.' },
    ]);
  });
});
