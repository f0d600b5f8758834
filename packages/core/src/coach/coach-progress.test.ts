import { describe, expect, it, vi } from 'vitest';
import type { ProgressSummary } from '../progress/progress-summary';
import { coachLibrary } from './coach-library';
import { coachProgressFacts } from './coach-progress';
import { testLibrary } from './test-library';

const summary: ProgressSummary = {
  period: 'month',
  from: '2026-04-02',
  to: '2026-05-01',
  moods: [1, 2, 3, 4, 5, 2].map((mood, i) => ({ at: `2026-04-2${i}T10:00:00Z`, mood })),
  minutesPerWeek: [
    { weekStart: '2026-04-06', minutes: 10.4 },
    { weekStart: '2026-04-13', minutes: 5 },
  ],
  streak: { current: 3, longest: 5, activeDays: [] },
  themes: [
    { themeId: 'anxiety-steady-ground', completedSessionIds: [], updatedAt: '2026-04-20T10:00:00Z' },
    { themeId: 'retired-theme', completedSessionIds: [], updatedAt: '2026-04-20T10:00:00Z' },
  ],
  recentReflections: [{ id: 'n1', text: 'my private words', at: '2026-04-20T10:00:00Z', themeId: 'x' }],
};

describe('coachProgressFacts', () => {
  it('keeps a few facts in the member’s language, never their private words', () => {
    const facts = coachProgressFacts(summary, testLibrary(), 'ja');
    expect(facts).toEqual({
      currentStreak: 3,
      minutesLast30Days: 15,
      themesStarted: ['不安をやわらげる'],
      averageMood: (2 + 3 + 4 + 5 + 2) / 5,
    });
    expect(JSON.stringify(facts)).not.toContain('private');
    expect(coachProgressFacts({ ...summary, moods: [] }, [], 'en').averageMood).toBeUndefined();
  });
});

describe('coachLibrary', () => {
  it('builds the index once per published catalog, again after a publish', async () => {
    let version = 1;
    const selfCare = {
      publishedCatalog: async () => ({ themes: [{ id: 'a', version }] }) as never,
      publishedThemes: vi.fn(async () => testLibrary()),
    };
    const library = coachLibrary(selfCare);
    const first = await library();
    expect(await library()).toBe(first);
    expect(selfCare.publishedThemes).toHaveBeenCalledTimes(1);
    version = 2;
    expect(await library()).not.toBe(first);
    expect(first.size).toBe(5);
  });
});
