import type { ErrorResponse } from '@kinwell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpAndLogin } from './support/accounts';
import { type Answer, bodyOf } from './support/answers';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let auth: Record<string, string>;
let otherAuth: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  auth = bearer((await signUpAndLogin(server, 'reader@acme.example')).AccessToken);
  otherAuth = bearer((await signUpAndLogin(server, 'someone.else@acme.example')).AccessToken);
});
afterAll(() => server.stop());

const event = (overrides: Record<string, unknown> = {}) => ({
  themeId: 'sleep',
  sessionId: 'session-1',
  screenId: 'screen-1',
  type: 'screen_viewed',
  ...overrides,
});

describe('POST /api/aurora/user_events/theme', () => {
  it('stores an event and answers it with its id, time and payload', async () => {
    const response = await server.request('/api/aurora/user_events/theme', {
      method: 'POST',
      headers: auth,
      json: event({ occurredAt: '2026-11-01T10:00:00.000Z', payload: { seconds: 42, tags: ['calm'] } }),
    });
    expect(response.status).toBe(201);
    const { event: stored } = await bodyOf<Answer<'recordThemeEvent'>>(response);
    expect(stored).toMatchObject({
      id: expect.any(String),
      userId: expect.any(String),
      themeId: 'sleep',
      occurredAt: '2026-11-01T10:00:00.000Z',
      payload: { seconds: 42, tags: ['calm'] },
    });
    const { rows } = await server.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM theme_events WHERE id = :id',
      { id: Number(stored.id) },
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses malformed JSON, wrong types, unknown fields and missing fields with 400 and writes nothing', async () => {
    const { rows: before } = await server.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM theme_events');
    const bad: [string, RequestInit & { json?: unknown }][] = [
      ['malformed', { method: 'POST', body: '{"themeId":', headers: { 'content-type': 'application/json' } }],
      ['wrong type', { method: 'POST', json: event({ themeId: 12 }) }],
      ['unknown field', { method: 'POST', json: { ...event(), admin: true } }],
      ['missing field', { method: 'POST', json: { type: 'x' } }],
      ['someone else', { method: 'POST', json: event({ userId: 'victim' }) }],
      ['bad date', { method: 'POST', json: event({ occurredAt: 'yesterday' }) }],
      ['not an object', { method: 'POST', json: [event()] }],
      [
        'payload nested 5000 deep',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: `{"themeId":"t","type":"x","payload":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
        },
      ],
      ['empty body', { method: 'POST', headers: { 'content-type': 'application/json' } }],
    ];
    for (const [label, init] of bad) {
      const response = await server.request('/api/aurora/user_events/theme', {
        ...init,
        headers: { ...auth, ...(init.headers as Record<string, string>) },
      });
      expect(response.status, label).toBe(400);
      expect(typeof (await bodyOf<ErrorResponse>(response)).message, label).toBe('string');
    }
    const { rows: after } = await server.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM theme_events');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('refuses a body over 64 KB with 413 and a non-JSON body with 415', async () => {
    const big = await server.request('/api/aurora/user_events/theme', {
      method: 'POST',
      headers: auth,
      json: event({ payload: { text: 'x'.repeat(70_000) } }),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 'common.bodyTooLarge' });
    const form = await server.request('/api/aurora/user_events/theme', {
      method: 'POST',
      body: 'themeId=1',
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ code: 'common.unsupportedType' });
  });
});

describe('GET /api/aurora/user_events/theme', () => {
  it("answers one user's events, newest first, filtered by theme, screen and type", async () => {
    const post = (body: Record<string, unknown>, headers = auth) =>
      server.request('/api/aurora/user_events/theme', { method: 'POST', headers, json: event(body) });
    const list = async (query: string, headers = auth) =>
      bodyOf<Answer<'listThemeEvents'>>(await server.request(`/api/aurora/user_events/theme?${query}`, { headers }));
    await post({ themeId: 'stress', occurredAt: '2026-10-01T08:00:00Z' });
    await post({ themeId: 'stress', occurredAt: '2026-10-02T08:00:00Z', type: 'completed' });
    await post({ themeId: 'sleep', occurredAt: '2026-10-03T08:00:00Z' });
    await post({ themeId: 'stress', occurredAt: '2026-10-04T08:00:00Z' }, otherAuth);

    const stress = await list('themeId=stress&since=2026-09-01T00:00:00Z&until=2026-10-31T00:00:00Z');
    expect(stress.events.map((e) => e.occurredAt)).toEqual(['2026-10-02T08:00:00.000Z', '2026-10-01T08:00:00.000Z']);
    const completed = await list('themeId=stress&type=completed');
    expect(completed.events).toHaveLength(1);
    const all = await list('until=2026-10-31T00:00:00Z&limit=2');
    expect(all.events.map((e) => e.themeId)).toEqual(['sleep', 'stress']);
    const since = await list('since=2026-10-02T00:00:00Z&until=2026-10-31T00:00:00Z');
    expect(since.events).toHaveLength(2);
    const theirs = await list('themeId=stress', otherAuth);
    expect(theirs.events.map((e) => e.occurredAt)).toEqual(['2026-10-04T08:00:00.000Z']);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['?limit=0', '?limit=9999', '?since=soon', '?x=1', '?userId=someone']) {
      const response = await server.request(`/api/aurora/user_events/theme${query}`, { headers: auth });
      expect(response.status, query).toBe(400);
    }
  });

  it('answers 401 without a token, for reads and writes', async () => {
    expect((await server.request('/api/aurora/user_events/theme')).status).toBe(401);
    const write = await server.request('/api/aurora/user_events/theme', { method: 'POST', json: event() });
    expect(write.status).toBe(401);
    expect(await write.json()).toMatchObject({ message: 'Please log in to continue.' });
  });
});
