import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
});
afterAll(() => server.stop());

const event = (overrides: Record<string, unknown> = {}) => ({
  userId: 'user-1',
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
      json: event({ occurredAt: '2026-11-01T10:00:00.000Z', payload: { seconds: 42, tags: ['calm'] } }),
    });
    expect(response.status).toBe(201);
    const { event: stored } = await response.json();
    expect(stored).toMatchObject({
      id: expect.any(String),
      userId: 'user-1',
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
      ['malformed', { method: 'POST', body: '{"userId":', headers: { 'content-type': 'application/json' } }],
      ['wrong type', { method: 'POST', json: event({ themeId: 12 }) }],
      ['unknown field', { method: 'POST', json: { ...event(), admin: true } }],
      ['missing field', { method: 'POST', json: { userId: 'user-1', type: 'x' } }],
      ['bad date', { method: 'POST', json: event({ occurredAt: 'yesterday' }) }],
      ['not an object', { method: 'POST', json: [event()] }],
      ['empty body', { method: 'POST', headers: { 'content-type': 'application/json' } }],
    ];
    for (const [label, init] of bad) {
      const response = await server.request('/api/aurora/user_events/theme', init);
      expect(response.status, label).toBe(400);
      expect(typeof (await response.json()).message, label).toBe('string');
    }
    const { rows: after } = await server.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM theme_events');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('refuses a body over 64 KB with 413 and a non-JSON body with 415', async () => {
    const big = await server.request('/api/aurora/user_events/theme', {
      method: 'POST',
      json: event({ payload: { text: 'x'.repeat(70_000) } }),
    });
    expect(big.status).toBe(413);
    const form = await server.request('/api/aurora/user_events/theme', {
      method: 'POST',
      body: 'userId=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });
});

describe('GET /api/aurora/user_events/theme', () => {
  it("answers one user's events, newest first, filtered by theme, screen and type", async () => {
    const post = (body: Record<string, unknown>) =>
      server.request('/api/aurora/user_events/theme', { method: 'POST', json: event(body) });
    await post({ userId: 'reader', themeId: 'stress', occurredAt: '2026-10-01T08:00:00Z' });
    await post({ userId: 'reader', themeId: 'stress', occurredAt: '2026-10-02T08:00:00Z', type: 'completed' });
    await post({ userId: 'reader', themeId: 'sleep', occurredAt: '2026-10-03T08:00:00Z' });
    await post({ userId: 'someone-else', themeId: 'stress', occurredAt: '2026-10-04T08:00:00Z' });

    const stress = await (await server.request('/api/aurora/user_events/theme?userId=reader&themeId=stress')).json();
    expect(stress.events.map((e: { occurredAt: string }) => e.occurredAt)).toEqual([
      '2026-10-02T08:00:00.000Z',
      '2026-10-01T08:00:00.000Z',
    ]);
    const completed = await (
      await server.request('/api/aurora/user_events/theme?userId=reader&themeId=stress&type=completed')
    ).json();
    expect(completed.events).toHaveLength(1);
    const all = await (await server.request('/api/aurora/user_events/theme?userId=reader&limit=2')).json();
    expect(all.events.map((e: { themeId: string }) => e.themeId)).toEqual(['sleep', 'stress']);
    const since = await (
      await server.request('/api/aurora/user_events/theme?userId=reader&since=2026-10-02T00:00:00Z')
    ).json();
    expect(since.events).toHaveLength(2);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['', '?userId=u&limit=0', '?userId=u&limit=9999', '?userId=u&since=soon', '?userId=u&x=1']) {
      const response = await server.request(`/api/aurora/user_events/theme${query}`);
      expect(response.status, query).toBe(400);
    }
  });
});
