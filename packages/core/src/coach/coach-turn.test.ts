import { describe, expect, it, vi } from 'vitest';
import { MemoryRateLimitStore } from '../accounts/memory-rate-limit-store';
import { RateLimiter } from '../accounts/rate-limits';
import { TooManyRequestsError, ValidationError } from '../shared/errors';
import { COACH_DAILY_MESSAGES } from './coach-limits';
import type { CoachModel, CoachModelRequest } from './coach-model';
import { type CoachEvent, type CoachTurnDeps, startCoachTurn } from './coach-turn';
import { LibraryIndex } from './library-retrieval';
import { MemoryCoachStore } from './memory-coach-store';
import type { RiskFlag } from './on-call-notifier';
import { testLibrary } from './test-library';

/** A model that records what it was asked and answers in pieces. */
function spyModel(
  pieces = ['Try ', '/theme/anxiety-steady-ground/session/noticing-worry/screen/before-you-begin', '.'],
) {
  const requests: CoachModelRequest[] = [];
  const model: CoachModel = {
    async *stream(request) {
      requests.push(request);
      for (const piece of pieces) yield piece;
    },
  };
  return { model, requests };
}

function setup(model?: CoachModel) {
  const store = new MemoryCoachStore();
  const flags: RiskFlag[] = [];
  const errors: string[] = [];
  let id = 0;
  const now = new Date('2026-05-01T10:00:00Z');
  const deps: CoachTurnDeps = {
    model,
    store,
    limiter: new RateLimiter(new MemoryRateLimitStore(), () => now),
    onCall: { flag: async (flag) => void flags.push(flag) },
    library: async () => new LibraryIndex(testLibrary()),
    progress: async () => ({ currentStreak: 2, minutesLast30Days: 30, themesStarted: [] }),
    now: () => now,
    newId: () => `m${++id}`,
    reportError: (_error, context) => void errors.push(context),
  };
  return { deps, store, flags, errors };
}

async function collect(events: AsyncIterable<CoachEvent>) {
  const all: CoachEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

const turn = (deps: CoachTurnDeps, text: string, locale: 'en' | 'ar' | 'fr' = 'en') =>
  startCoachTurn(deps, { memberId: 'member-1', text, locale, goals: ['anxiety'] }).then(collect);

describe('a coach turn', () => {
  it('streams the model’s answer, with the member’s context, and keeps both messages', async () => {
    const { model, requests } = spyModel();
    const { deps, store } = setup(model);
    const events = await turn(deps, 'I feel worried before meetings');
    expect(events).toEqual([
      { type: 'delta', text: 'Try ' },
      { type: 'delta', text: '/theme/anxiety-steady-ground/session/noticing-worry/screen/before-you-begin' },
      { type: 'delta', text: '.' },
      { type: 'done', messageId: 'm2' },
    ]);
    expect(requests[0]?.messages).toEqual([{ role: 'user', content: 'I feel worried before meetings' }]);
    expect(requests[0]?.system).toMatch(/Goals chosen: anxiety/);
    expect(requests[0]?.system).toContain(
      '/theme/anxiety-steady-ground/session/noticing-worry/screen/before-you-begin',
    );
    const kept = await store.listForMember('member-1');
    expect(kept.map((m) => [m.role, m.kind, m.text])).toEqual([
      ['member', 'text', 'I feel worried before meetings'],
      ['coach', 'text', 'Try /theme/anxiety-steady-ground/session/noticing-worry/screen/before-you-begin.'],
    ]);
  });

  it('gives the model the earlier words of the conversation, oldest first', async () => {
    const { model, requests } = spyModel(['ok']);
    const { deps } = setup(model);
    await turn(deps, 'first');
    await turn(deps, 'second');
    expect(requests[1]?.messages).toEqual([
      { role: 'user', content: 'first' },
      { role: 'assistant', content: 'ok' },
      { role: 'user', content: 'second' },
    ]);
  });

  it.each([
    ['en', 'I want to kill myself'],
    ['en', 'i dont see the point of living anymore'],
    ['ar', 'أريد أن أموت'],
    ['fr', 'je veux en finir avec la vie'],
  ] as const)('never lets a risky message reach the model (%s: %s)', async (locale, text) => {
    const model = { stream: vi.fn() };
    const { deps, store, flags } = setup(model);
    const events = await turn(deps, text, locale);
    expect(model.stream).not.toHaveBeenCalled();
    expect(events[0]).toMatchObject({ type: 'crisis' });
    expect(events.at(-1)).toMatchObject({ type: 'done' });
    expect(flags).toHaveLength(1);
    // The flag carries kinds and a time, never the words.
    expect(Object.keys(flags[0] ?? {}).sort()).toEqual(['at', 'categories', 'source']);
    expect(JSON.stringify(flags[0])).not.toContain(text);
    const kept = await store.listForMember('member-1');
    expect(kept.map((m) => m.kind)).toEqual(['text', 'crisis']);
  });

  it('answers a risky message with the card even past the daily limit, and flags once an hour', async () => {
    const model = { stream: vi.fn(async function* () {}) };
    const { deps, flags } = setup(model);
    for (let i = 0; i < COACH_DAILY_MESSAGES; i++)
      await deps.limiter.consume({ bucket: 'coach:daily:member-1', rule: { limit: 1000, windowMs: 86_400_000 } });
    await expect(turn(deps, 'hello')).rejects.toBeInstanceOf(TooManyRequestsError);
    expect((await turn(deps, 'I want to die'))[0]).toMatchObject({ type: 'crisis', categories: ['suicide_self_harm'] });
    await turn(deps, 'I want to end my life');
    expect(flags).toHaveLength(1);
    expect(model.stream).not.toHaveBeenCalled();
  });

  it('still shows the card when the on-call channel fails, and reports the failure', async () => {
    const { deps, errors } = setup();
    deps.onCall = { flag: async () => Promise.reject(new Error('SNS down')) };
    expect((await turn(deps, 'I want to die'))[0]).toMatchObject({ type: 'crisis' });
    expect(errors).toEqual(['coach.riskFlag']);
  });

  it(`refuses the ${COACH_DAILY_MESSAGES + 1}th message of a day with the limit’s words`, async () => {
    const { model } = spyModel(['ok']);
    const { deps } = setup(model);
    for (let i = 0; i < COACH_DAILY_MESSAGES; i++) await turn(deps, `message ${i}`);
    await expect(turn(deps, 'one more')).rejects.toThrow(/today’s limit/);
  });

  it('refuses an empty or oversized message before anything else', async () => {
    const { deps } = setup(spyModel().model);
    await expect(turn(deps, '   ')).rejects.toBeInstanceOf(ValidationError);
    await expect(turn(deps, 'a'.repeat(2001))).rejects.toThrow(/too long/);
  });

  it('with no model, answers as a guide with library sessions, never as an AI', async () => {
    const { deps, store } = setup(undefined);
    const events = await turn(deps, 'so much worry lately');
    expect(events[0]).toMatchObject({ type: 'suggestions' });
    const first = events[0]?.type === 'suggestions' ? events[0].sessions[0] : undefined;
    expect(first?.href).toBe('/theme/anxiety-steady-ground/session/noticing-worry/screen/before-you-begin');
    expect(events.some((event) => event.type === 'delta')).toBe(false);
    expect((await store.listForMember('member-1')).map((m) => m.kind)).toEqual(['text', 'suggestions']);
  });

  it('ends with an error event when the model fails, keeping what was written', async () => {
    const { deps, store, errors } = setup({
      async *stream() {
        yield 'Half an ans';
        throw new Error('connection reset');
      },
    });
    const events = await turn(deps, 'hello');
    expect(events.at(-1)).toEqual({
      type: 'error',
      message: 'Your coach could not answer just now. Please try again in a moment.',
    });
    expect(errors).toEqual(['coach.model']);
    expect((await store.listForMember('member-1')).at(-1)?.text).toBe('Half an ans');
  });
});
