import { addDays } from './progress-period';

/**
 * A run of consecutive days the member practised, `firstDay`–`lastDay` (their own days). The store keeps runs beside
 * the days, so a streak reads one or two rows however long the member's history grows.
 */
export interface PracticeRun {
  firstDay: string;
  lastDay: string;
}

/** What the store reads for a streak: the longest run's length, and the latest run that began by today. */
export interface PracticeRuns {
  longest: number;
  latest?: PracticeRun;
}

const runLength = ({ firstDay, lastDay }: PracticeRun) =>
  Math.round((Date.parse(lastDay) - Date.parse(firstDay)) / 86_400_000) + 1;

/**
 * How the runs change when `day` becomes a practice day. `neighbours` are the runs that touch or contain it (those
 * with firstDay ≤ day + 1 and lastDay ≥ day − 1: at most two). Nothing changes when a run already holds the day;
 * otherwise the neighbours go and one run takes their place, so a day that closes a gap joins two runs into one.
 * Days may arrive in any order (a queue emptying after days offline).
 */
export function joinPracticeRun(
  neighbours: readonly PracticeRun[],
  day: string,
): { remove: PracticeRun[]; add: PracticeRun } | undefined {
  if (neighbours.some((run) => run.firstDay <= day && day <= run.lastDay)) return undefined;
  const before = neighbours.find((run) => run.lastDay === addDays(day, -1));
  const after = neighbours.find((run) => run.firstDay === addDays(day, 1));
  return {
    remove: [before, after].filter((run): run is PracticeRun => run !== undefined),
    add: { firstDay: before?.firstDay ?? day, lastDay: after?.lastDay ?? day },
  };
}

/**
 * The streak on `today`: `current` is the latest run when it reaches today, or yesterday (today is not over yet),
 * counted up to today; `longest` the longest run ever (never shorter than the current one).
 */
export function streakOfRuns(runs: PracticeRuns, today: string): { current: number; longest: number } {
  const { latest } = runs;
  const alive = latest !== undefined && latest.firstDay <= today && latest.lastDay >= addDays(today, -1);
  const current = alive
    ? runLength({ firstDay: latest.firstDay, lastDay: latest.lastDay < today ? latest.lastDay : today })
    : 0;
  return { current, longest: Math.max(runs.longest, current) };
}

/** The runs of a set of practice days (any order, repeats allowed): what the store's runs must always equal. */
export function practiceRunsOf(days: readonly string[]): PracticeRun[] {
  const runs: PracticeRun[] = [];
  for (const day of [...new Set(days)].sort()) {
    const last = runs.at(-1);
    if (last && addDays(last.lastDay, 1) === day) last.lastDay = day;
    else runs.push({ firstDay: day, lastDay: day });
  }
  return runs;
}
