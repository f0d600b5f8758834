import { describe, expect, it } from 'vitest';
import { buildProgressSummary, type ProgressRows } from './progress-summary';

const rows: ProgressRows = {
  days: [
    { day: '2026-11-18', seconds: 600 },
    { day: '2026-11-20', seconds: 300 },
    { day: '2026-11-24', seconds: 1200 },
  ],
  activeDays: ['2026-11-18', '2026-11-20', '2026-11-24', '2026-11-25'],
  runs: { longest: 3, latest: { firstDay: '2026-11-24', lastDay: '2026-11-25' } },
  moods: [
    { at: '2026-11-20T08:00:00.000Z', mood: 2 },
    { at: '2026-11-24T08:00:00.000Z', mood: 4 },
  ],
  themes: [
    {
      themeId: 'burnout',
      completedSessionIds: [],
      lastSessionId: null,
      lastScreenId: null,
      updatedAt: '2026-11-10T08:00:00.000Z',
    },
    {
      themeId: 'anxiety',
      completedSessionIds: ['s1'],
      lastSessionId: 's2',
      lastScreenId: 'x',
      updatedAt: '2026-11-24T08:00:00.000Z',
    },
  ],
  reflections: [{ id: 'n1', text: 'Calmer.', at: '2026-11-24T08:05:00.000Z', themeId: 'anxiety' }],
};

describe('buildProgressSummary', () => {
  it('sums minutes per week of the period, keeps the period’s days and moods, and resumes the latest theme', () => {
    const summary = buildProgressSummary(rows, 'week', '2026-11-25');
    expect(summary.from).toBe('2026-11-19');
    expect(summary.minutesPerWeek).toEqual([
      { weekStart: '2026-11-16', minutes: 5 },
      { weekStart: '2026-11-23', minutes: 20 },
    ]);
    expect(summary.streak).toEqual({ current: 2, longest: 3, activeDays: ['2026-11-20', '2026-11-24', '2026-11-25'] });
    expect(summary.themes.map((theme) => theme.themeId)).toEqual(['anxiety', 'burnout']);
    expect(summary.themes[1]).not.toHaveProperty('lastPosition');
    expect(summary.resume).toEqual({ themeId: 'anxiety', sessionId: 's2', screenId: 'x' });
    expect(summary.moods).toHaveLength(2);
    expect(summary.recentReflections).toEqual(rows.reflections);
  });

  it('answers an empty summary for a new member', () => {
    const summary = buildProgressSummary(
      { days: [], activeDays: [], runs: { longest: 0 }, moods: [], themes: [], reflections: [] },
      'month',
      '2026-11-25',
    );
    expect(summary.minutesPerWeek.every((week) => week.minutes === 0)).toBe(true);
    expect(summary.streak).toEqual({ current: 0, longest: 0, activeDays: [] });
    expect(summary).not.toHaveProperty('resume');
  });
});
