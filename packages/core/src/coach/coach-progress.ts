import type { Locale } from '../i18n/locales';
import type { ProgressSummary } from '../progress/progress-summary';
import { localizedText } from '../self-care/localized-text';
import type { SelfCareTheme } from '../self-care/self-care-theme';
import type { CoachProgressFacts } from './coach-prompt';

/** The last few check-ins the coach takes as "recent mood". */
const RECENT_MOODS = 5;

/**
 * The few facts of a month's progress the coach reads: practice, streak, themes started (by title) and recent mood.
 * The member's reflections stay out: they are private notes, for them alone.
 */
export function coachProgressFacts(
  summary: ProgressSummary,
  themes: readonly SelfCareTheme[],
  locale: Locale,
): CoachProgressFacts {
  const titles = new Map(themes.map((theme) => [theme.id, localizedText(theme.title, locale).text]));
  const recent = summary.moods.slice(-RECENT_MOODS);
  return {
    currentStreak: summary.streak.current,
    minutesLast30Days: Math.round(summary.minutesPerWeek.reduce((sum, week) => sum + week.minutes, 0)),
    themesStarted: summary.themes.flatMap((theme) => {
      const title = titles.get(theme.themeId);
      return title ? [title] : [];
    }),
    averageMood: recent.length > 0 ? recent.reduce((sum, mood) => sum + mood.mood, 0) / recent.length : undefined,
  };
}
