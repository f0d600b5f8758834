import type { Locale } from '../i18n/locales';
import type { Goal } from '../onboarding/onboarding-options';
import type { MoodScore } from '../self-care/mood';
import type { LibraryIndex, SessionSuggestion } from './library-retrieval';

/**
 * Which goals' themes meet a mood: a hard day first gets the gentlest help (low mood, worry), an ordinary one a
 * refill, a good one the member's own goals and the relationships around them.
 */
const GOALS_FOR_MOOD: Record<MoodScore, readonly Goal[]> = {
  1: ['depression', 'anxiety'],
  2: ['depression', 'anxiety', 'burnout'],
  3: ['burnout', 'anxiety', 'work productivity'],
  4: ['work productivity', 'couple relationship', 'parents and children'],
  5: ['couple relationship', 'parents and children', 'work productivity'],
};

/**
 * The guided check-in of the no-model coach: a few sessions for how the member feels, those of their own goals
 * first where the two meet. No model, no pretence: the page says plainly this is a guide, not an AI.
 */
export function checkInSuggestions(
  index: LibraryIndex,
  { mood, goals, locale, limit = 3 }: { mood: MoodScore; goals: readonly Goal[]; locale: Locale; limit?: number },
): SessionSuggestion[] {
  const forMood = GOALS_FOR_MOOD[mood];
  const shared = forMood.filter((goal) => goals.includes(goal));
  const ordered = [...shared, ...forMood.filter((goal) => !shared.includes(goal))];
  const seen = new Set<string>();
  const picked: SessionSuggestion[] = [];
  // One goal at a time, so the member sees sessions of different themes before two of one.
  for (const goal of ordered) {
    for (const suggestion of index.forGoals([goal], locale, 1)) {
      if (picked.length < limit && !seen.has(suggestion.href)) {
        seen.add(suggestion.href);
        picked.push(suggestion);
      }
    }
  }
  return picked;
}
