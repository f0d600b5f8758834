import type { MoodScore } from '@kinwell/core';

/** The periods My Progress can show. */
export const PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export type Period = (typeof PERIODS)[number];

/**
 * A member's progress as the server summarises it from their events (GET /api/progress): the figures My Progress
 * and the dashboard show. Dates are ISO days (`2026-11-25`) in the member's time zone.
 */
export interface ProgressSummary {
  period: Period;
  /** Check-ins of the period, oldest first. */
  moods: readonly { at: string; mood: MoodScore }[];
  /** Practice per week of the period, oldest first; weeks start on Monday. */
  minutesPerWeek: readonly { weekStart: string; minutes: number }[];
  streak: { current: number; longest: number; activeDays: readonly string[] };
  themes: readonly {
    themeId: string;
    completedSessionIds: readonly string[];
    lastPosition?: { sessionId: string; screenId: string } | undefined;
    updatedAt: string;
  }[];
  /** Where the member left off last, in any theme. */
  resume?: { themeId: string; sessionId: string; screenId: string } | undefined;
  recentReflections: readonly { id: string; text: string; at: string; themeId: string }[];
}
