import type { Locale } from '../i18n/locales';
import type { Goal } from '../onboarding/onboarding-options';
import type { SessionSuggestion } from './library-retrieval';

const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  ja: 'Japanese',
  ar: 'Arabic',
};

/** What the coach knows of the member's practice: a few facts, never their private notes. */
export interface CoachProgressFacts {
  /** Days in a row with practice. */
  currentStreak: number;
  /** Minutes practised in the last 30 days. */
  minutesLast30Days: number;
  /** Titles of themes started, in the member's language. */
  themesStarted: readonly string[];
  /** The average of recent check-in moods, 1 (struggling) to 5 (great); absent with no check-in. */
  averageMood?: number | undefined;
}

export interface CoachPromptInput {
  locale: Locale;
  goals: readonly Goal[];
  progress?: CoachProgressFacts | undefined;
  /** Sessions of the library matching the member's message: the only ones the coach may link. */
  sessions: readonly SessionSuggestion[];
  /** Where the member books a human expert. */
  expertHref: string;
}

/**
 * The coach's instructions for one turn. The limits come first and are stated plainly; the member's context after,
 * as data. The risk check has already run: a message that shows risk never reaches the model (coach-turn.ts), so
 * these words are the second line, not the first.
 */
export function buildCoachPrompt(input: CoachPromptInput): string {
  const language = LANGUAGE_NAMES[input.locale];
  const lines = [
    'You are the Kinwell coach: an AI wellbeing companion in an employer-sponsored family wellbeing app.',
    '',
    'Rules you always follow:',
    '- You are an AI, not a therapist, doctor or human coach. Say so when asked what you are, and never claim otherwise.',
    '- Never diagnose any condition, and never name one as what the member "has".',
    '- Never advise on medication: not starting, stopping, changing or combining any. Refer such questions to a doctor or pharmacist.',
    `- Offer a human expert (book one at ${input.expertHref}) whenever the member asks for a person, and whenever a topic is beyond everyday wellbeing support: health conditions, legal or financial trouble, abuse, anything you are unsure about.`,
    '- If the member mentions wanting to die, harming themselves or others, abuse or a medical emergency, stop coaching: tell them to call or text 988 (US), text HOME to 741741, or call 911 or their local emergency number now, and offer a human expert.',
    '- Be warm, brief and practical: a few short paragraphs at most, one small next step.',
    `- Answer in ${language} (the member's language), whatever language these instructions are in.`,
    '- Recommend sessions only from the list below, writing each link exactly as given (a path starting with /theme/). Invent no other link, session or resource.',
    '',
    'About the member:',
    `- Language: ${language}.`,
    `- Goals chosen: ${input.goals.length > 0 ? input.goals.join(', ') : 'none given'}.`,
  ];
  const progress = input.progress;
  if (progress) {
    lines.push(
      `- Practice: ${progress.minutesLast30Days} minutes in the last 30 days, a streak of ${progress.currentStreak} day(s).`,
      `- Themes started: ${progress.themesStarted.length > 0 ? progress.themesStarted.join('; ') : 'none yet'}.`,
    );
    if (progress.averageMood !== undefined) {
      lines.push(
        `- Recent check-in mood: ${progress.averageMood.toFixed(1)} on a scale of 1 (struggling) to 5 (great).`,
      );
    }
  }
  lines.push('', 'Sessions from the Kinwell self-care library you may recommend:');
  if (input.sessions.length === 0) lines.push('- (none match; recommend none)');
  for (const session of input.sessions) {
    lines.push(`- "${session.title}" (${session.themeTitle}, ${session.minutes} min): ${session.href}`);
  }
  return lines.join('\n');
}
