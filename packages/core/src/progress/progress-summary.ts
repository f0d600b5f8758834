import { type PracticeRuns, streakOfRuns } from './practice-runs';
import { type ProgressPeriod, periodDays, weekStartOf, weekStartsBetween } from './progress-period';

/** What the summary tables hold for one member, as a store reads them for a period. */
export interface ProgressRows {
  /** Practice per day of the period. */
  days: readonly { day: string; seconds: number }[];
  /** The days the member practised in the period. */
  activeDays: readonly string[];
  /** Their longest run of practice days, and the latest: the streak, without reading their whole history. */
  runs: PracticeRuns;
  /** Check-ins of the period, oldest first. */
  moods: readonly { at: string; mood: number }[];
  themes: readonly {
    themeId: string;
    completedSessionIds: readonly string[];
    lastSessionId: string | null;
    lastScreenId: string | null;
    updatedAt: string;
  }[];
  /** The newest reflections. */
  reflections: readonly { id: string; text: string; at: string; themeId: string }[];
}

export interface ProgressSummary {
  period: ProgressPeriod;
  from: string;
  to: string;
  moods: { at: string; mood: number }[];
  minutesPerWeek: { weekStart: string; minutes: number }[];
  streak: { current: number; longest: number; activeDays: string[] };
  themes: {
    themeId: string;
    completedSessionIds: string[];
    lastPosition?: { sessionId: string; screenId: string };
    updatedAt: string;
  }[];
  resume?: { themeId: string; sessionId: string; screenId: string };
  recentReflections: { id: string; text: string; at: string; themeId: string }[];
}

/** The progress a member sees for a period ending `today` (their day), from their summary rows. */
export function buildProgressSummary(rows: ProgressRows, period: ProgressPeriod, today: string): ProgressSummary {
  const { from, to } = periodDays(period, today);
  const seconds = new Map<string, number>();
  for (const row of rows.days) {
    if (row.day < from || row.day > to) continue;
    const week = weekStartOf(row.day);
    seconds.set(week, (seconds.get(week) ?? 0) + row.seconds);
  }
  const themes = [...rows.themes]
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .map((theme) => ({
      themeId: theme.themeId,
      completedSessionIds: [...theme.completedSessionIds],
      ...(theme.lastSessionId && theme.lastScreenId
        ? { lastPosition: { sessionId: theme.lastSessionId, screenId: theme.lastScreenId } }
        : {}),
      updatedAt: theme.updatedAt,
    }));
  const latest = themes.find((theme) => theme.lastPosition);
  return {
    period,
    from,
    to,
    moods: rows.moods.map(({ at, mood }) => ({ at, mood })),
    minutesPerWeek: weekStartsBetween(from, to).map((weekStart) => ({
      weekStart,
      minutes: Math.round((seconds.get(weekStart) ?? 0) / 60),
    })),
    streak: {
      ...streakOfRuns(rows.runs, today),
      activeDays: rows.activeDays.filter((day) => day >= from && day <= to).sort(),
    },
    themes,
    ...(latest?.lastPosition ? { resume: { themeId: latest.themeId, ...latest.lastPosition } } : {}),
    recentReflections: rows.reflections.map((note) => ({ ...note })),
  };
}
