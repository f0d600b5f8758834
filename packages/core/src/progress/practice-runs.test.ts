import { describe, expect, it } from 'vitest';
import { joinPracticeRun, type PracticeRun, practiceRunsOf, streakOfRuns } from './practice-runs';

/** Applies days one by one, in the given order, as the store does. */
function runsAfter(days: readonly string[]): PracticeRun[] {
  let runs: PracticeRun[] = [];
  for (const day of days) {
    const change = joinPracticeRun(
      runs.filter((run) => run.firstDay <= addOne(day) && run.lastDay >= minusOne(day)),
      day,
    );
    if (!change) continue;
    runs = [...runs.filter((run) => !change.remove.includes(run)), change.add];
  }
  return runs.sort((a, b) => a.firstDay.localeCompare(b.firstDay));
}
const shift = (day: string, by: number) => new Date(Date.parse(day) + by * 86_400_000).toISOString().slice(0, 10);
const addOne = (day: string) => shift(day, 1);
const minusOne = (day: string) => shift(day, -1);

describe('practice runs', () => {
  it('extends, starts and joins runs as days arrive, in any order', () => {
    expect(joinPracticeRun([], '2026-11-24')).toEqual({
      remove: [],
      add: { firstDay: '2026-11-24', lastDay: '2026-11-24' },
    });
    const before = { firstDay: '2026-11-20', lastDay: '2026-11-23' };
    const after = { firstDay: '2026-11-25', lastDay: '2026-11-26' };
    expect(joinPracticeRun([before], '2026-11-24')).toEqual({
      remove: [before],
      add: { firstDay: '2026-11-20', lastDay: '2026-11-24' },
    });
    expect(joinPracticeRun([after], '2026-11-24')).toEqual({
      remove: [after],
      add: { firstDay: '2026-11-24', lastDay: '2026-11-26' },
    });
    // The day that closes the gap joins two runs into one.
    expect(joinPracticeRun([before, after], '2026-11-24')).toEqual({
      remove: [before, after],
      add: { firstDay: '2026-11-20', lastDay: '2026-11-26' },
    });
    expect(joinPracticeRun([before], '2026-11-22')).toBeUndefined();
  });

  it('end the same as the runs of all the days, whatever order the days came in (across a month and a year end)', () => {
    const days = [
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-03',
      '2026-11-30',
      '2026-12-01',
      '2027-01-02',
      '2026-12-31',
    ];
    const expected = practiceRunsOf(days);
    expect(expected).toEqual([
      { firstDay: '2026-11-30', lastDay: '2026-12-01' },
      { firstDay: '2026-12-30', lastDay: '2027-01-03' },
    ]);
    for (const order of [
      days,
      [...days].reverse(),
      [...days].sort(),
      [3, 0, 6, 1, 7, 2, 5, 4].map((i) => days[i] as string),
    ]) {
      expect(runsAfter(order)).toEqual(expected);
    }
  });

  it('give the streak: alive today or yesterday, never counting days after today', () => {
    const latest = { firstDay: '2026-11-22', lastDay: '2026-11-25' };
    expect(streakOfRuns({ longest: 4, latest }, '2026-11-25')).toEqual({ current: 4, longest: 4 });
    expect(streakOfRuns({ longest: 4, latest }, '2026-11-26')).toEqual({ current: 4, longest: 4 });
    expect(streakOfRuns({ longest: 4, latest }, '2026-11-27')).toEqual({ current: 0, longest: 4 });
    // A device clock ahead wrote tomorrow: today still counts up to today.
    expect(streakOfRuns({ longest: 4, latest }, '2026-11-24')).toEqual({ current: 3, longest: 4 });
    expect(streakOfRuns({ longest: 9, latest }, '2026-11-25')).toEqual({ current: 4, longest: 9 });
    expect(streakOfRuns({ longest: 0 }, '2026-11-25')).toEqual({ current: 0, longest: 0 });
  });
});
