import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpAndLogin } from './support/accounts';
import { type Answer, bodyOf } from './support/answers';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let jane: Record<string, string>;
let john: Record<string, string>;

const post = (auth: Record<string, string>, json: unknown) =>
  server.request('/api/aurora/user_events/theme', { method: 'POST', json, headers: auth });
const progressOf = async (auth: Record<string, string>, query = 'period=week&tz=UTC') =>
  bodyOf<Answer<'readProgress'>>(await server.request(`/api/progress?${query}`, { headers: auth }));
const today = () => new Date().toISOString().slice(0, 10);
const event = (type: string, payload?: Record<string, unknown>, screenId = 'intro') => ({
  id: randomUUID(),
  themeId: 'anxiety-steady-ground',
  sessionId: 'noticing',
  screenId,
  type,
  occurredAt: new Date().toISOString(),
  ...(payload ? { payload } : {}),
});

beforeAll(async () => {
  server = await startTestServer();
  jane = bearer((await signUpAndLogin(server, 'jane@acme.example')).AccessToken);
  john = bearer((await signUpAndLogin(server, 'john@acme.example')).AccessToken);
});
afterAll(() => server.stop());

describe('events and progress on the local runtime', () => {
  it('records an event sent twice once: 201, then 200 with the same event', async () => {
    const once = event('screen_completed', { seconds: 90 });
    const first = await post(jane, once);
    expect(first.status).toBe(201);
    const again = await post(jane, once);
    expect(again.status).toBe(200);
    type Stored = Answer<'recordThemeEvent'>;
    expect((await bodyOf<Stored>(again)).event).toEqual((await bodyOf<Stored>(first)).event);
    const count = await server.deps.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM theme_events WHERE client_id = :id`,
      { id: once.id },
    );
    expect(count.rows[0]?.n).toBe(1);
  });

  it('adds a session up to the member’s progress: minutes, streak, mood, place, reflection', async () => {
    for (const sent of [
      event('screen_completed', { seconds: 150 }, 'quiz'),
      event('session_completed'),
      event('check_in', { mood: 4, moment: 'end', note: 'Lighter than this morning' }),
      event('reflection_saved', { text: 'Naming the worry made it smaller.' }),
    ]) {
      expect((await post(jane, sent)).status).toBe(201);
    }
    const summary = await progressOf(jane);
    expect(summary.minutesPerWeek.reduce((sum, week) => sum + week.minutes, 0)).toBe(4);
    expect(summary.streak).toMatchObject({ current: 1, longest: 1, activeDays: [today()] });
    expect(summary.moods.map((mood) => mood.mood)).toEqual([4]);
    expect(summary.themes).toEqual([
      expect.objectContaining({ themeId: 'anxiety-steady-ground', completedSessionIds: ['noticing'] }),
    ]);
    expect(summary.resume).toEqual({ themeId: 'anxiety-steady-ground', sessionId: 'noticing', screenId: 'quiz' });
    expect(summary.recentReflections.map((note) => note.text)).toEqual(['Naming the worry made it smaller.']);

    // The member's words are not in the events.
    const stored = await server.request('/api/aurora/user_events/theme?limit=50', { headers: jane });
    expect(JSON.stringify(await stored.json())).not.toMatch(/Naming the worry|Lighter than/);
  });

  it('shows another member none of it', async () => {
    const summary = await progressOf(john);
    expect(summary.themes).toEqual([]);
    expect(summary.recentReflections).toEqual([]);
    expect(summary.moods).toEqual([]);
  });

  it('lets only its owner delete a reflection', async () => {
    const [reflection] = (await progressOf(jane)).recentReflections;
    const path = `/api/progress/reflections/${reflection?.id}`;
    const theirs = await server.request(path, { method: 'DELETE', headers: john });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toMatchObject({ code: 'progress.reflectionNotFound' });
    expect((await server.request(path, { method: 'DELETE', headers: jane })).status).toBe(200);
    expect((await progressOf(jane)).recentReflections).toEqual([]);
    expect((await server.request(path, { method: 'DELETE', headers: jane })).status).toBe(404);
  });

  it.each([
    ['a mood out of range', event('check_in', { mood: 9 })],
    ['a reflection with no words', event('reflection_saved', { text: '  ' })],
    ['an id that is not a UUID', { ...event('screen_viewed'), id: 'abc' }],
    ['a quiz answer without options', event('quiz_answered', { correct: true })],
  ])('refuses %s with a 400 in words', async (_, body) => {
    const answer = await post(jane, body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'common.invalidRequest', message: expect.any(String) });
  });

  it('refuses an unknown period or time zone, and callers without a session', async () => {
    expect((await server.request('/api/progress?period=decade', { headers: jane })).status).toBe(400);
    expect((await server.request('/api/progress?tz=Mars/Olympus', { headers: jane })).status).toBe(400);
    expect((await server.request('/api/progress')).status).toBe(401);
  });
});
