import { describe, expect, it } from 'vitest';
import { progressChangesOf, splitPrivateText } from './progress-changes';

const event = (type: string, payload: Record<string, unknown> = {}) => ({
  themeId: 'anxiety',
  sessionId: 'noticing',
  screenId: 'intro',
  type,
  occurredAt: '2026-11-25T00:30:00+01:00',
  payload,
});

describe('progressChangesOf', () => {
  it('counts a completed screen as practice on the member’s own day, capped, and moves their place', () => {
    expect(progressChangesOf(event('screen_completed', { seconds: 95.4 }))).toEqual([
      { kind: 'practice', day: '2026-11-25', seconds: 95, screens: 1, sessionsCompleted: 0 },
      {
        kind: 'position',
        themeId: 'anxiety',
        sessionId: 'noticing',
        screenId: 'intro',
        at: '2026-11-24T23:30:00.000Z',
      },
    ]);
    expect(progressChangesOf(event('screen_completed', { seconds: 50_000 }))[0]).toMatchObject({ seconds: 600 });
    expect(progressChangesOf(event('screen_completed', { seconds: -3 }))[0]).toMatchObject({ seconds: 0 });
  });

  it('records a finished session, a check-in’s mood, and nothing for other kinds', () => {
    expect(progressChangesOf(event('session_completed')).map((change) => change.kind)).toEqual([
      'practice',
      'sessionCompleted',
    ]);
    expect(progressChangesOf(event('check_in', { mood: 4, moment: 'end' }))).toEqual([
      { kind: 'mood', day: '2026-11-25', at: '2026-11-24T23:30:00.000Z', mood: 4, moment: 'end' },
    ]);
    expect(progressChangesOf(event('check_in', { mood: 9 }))).toEqual([]);
    expect(progressChangesOf(event('quiz_answered', { correct: true }))).toEqual([]);
    expect(progressChangesOf(event('opened'))).toEqual([]);
  });
});

describe('splitPrivateText', () => {
  it('takes a reflection’s text and a check-in’s note out of the event', () => {
    expect(splitPrivateText('reflection_saved', { text: '  I slept better. ' })).toEqual({
      payload: { hasNote: true },
      note: { kind: 'reflection', text: 'I slept better.' },
    });
    expect(splitPrivateText('check_in', { mood: 2, note: 'Rough day' })).toEqual({
      payload: { mood: 2, hasNote: true },
      note: { kind: 'check-in', text: 'Rough day' },
    });
    expect(splitPrivateText('check_in', { mood: 2 })).toEqual({ payload: { mood: 2 } });
    expect(splitPrivateText('quiz_answered', { text: 'not private' })).toEqual({ payload: { text: 'not private' } });
  });
});
