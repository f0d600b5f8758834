import { LOCALES, type Locale } from '../i18n/locales';
import type { Goal } from '../onboarding/onboarding-options';
import { localizedText } from '../self-care/localized-text';
import type { LocalizedText, SelfCareTheme } from '../self-care/self-care-theme';

/** A session of the library the coach may recommend, with the link that opens it at its first screen. */
export interface SessionSuggestion {
  themeId: string;
  sessionId: string;
  screenId: string;
  /** The session's and its theme's titles in the member's language (English where it is not translated). */
  title: string;
  themeTitle: string;
  minutes: number;
  href: string;
}

/** The app's address of a session's screen: the one form of link the coach writes and the page turns into a link. */
export const sessionHref = (themeId: string, sessionId: string, screenId: string) =>
  `/theme/${encodeURIComponent(themeId)}/session/${encodeURIComponent(sessionId)}/screen/${encodeURIComponent(screenId)}`;

/** Matches a session link in a coach's text (the page renders each as a link into the app). */
export const SESSION_HREF_PATTERN = /\/theme\/[\w-]+\/session\/[\w-]+\/screen\/[\w-]+/g;

interface IndexedSession {
  theme: SelfCareTheme;
  session: SelfCareTheme['sessions'][number];
  /** Term frequencies, each field weighted (a session's title says more than its theme's summary). */
  terms: Map<string, number>;
}

// Words too common to say anything about a session (the five languages' most frequent short words).
const STOP_WORDS = new Set(
  (
    'the and for with you your are this that from have what how not but can all its our out into about when ' +
    'before after then there some very just really much more get got been being was were will would could ' +
    'should them they their than also over only even still every everything lately keep always never ' +
    'les des une que qui pour dans avec pas sur est vous votre nos mes tout tous tres plus ' +
    'los las una que para con por del como mas mis sus muy todo esta estoy ' +
    'في من على الى إلى عن مع هذا هذه ما لا'
  ).split(' '),
);

const normalize = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    // Accents and Arabic vowel marks go; the kana voicing marks (で, ぱ) are letters of their own.
    .replace(/(?![\u3099\u309A])\p{M}/gu, '')
    .normalize('NFC');

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * A crude stem: common English endings off (worrying, worried, worries → worry), then the first five letters, so
 * "worried" meets "worry", "meetings" meets "meeting" and "inquiète" meets "inquiétude". Crude is enough to rank a
 * few dozen sessions; a word that stems wrongly only fails to match.
 */
function stem(word: string): string {
  const base = word.replace(/(?<=\p{L}{3})(ies|ied)$/u, 'y').replace(/(?<=\p{L}{3})(ing|ed|es|s)$/u, '');
  return base.length > 5 ? base.slice(0, 5) : base;
}

/**
 * The terms of a text: stems of words of three letters or more (Latin, Arabic), and for Japanese, which writes no
 * spaces, pairs of neighbouring characters, so "不安" in a message meets "不安" in a title without a dictionary.
 */
export function termsOf(text: string): string[] {
  const terms: string[] = [];
  for (const word of normalize(text).split(/[^\p{L}\p{N}]+/u)) {
    if (word === '') continue;
    if (CJK.test(word)) {
      const characters = [...word];
      for (let index = 0; index < characters.length - 1; index++)
        terms.push(`${characters[index]}${characters[index + 1]}`);
      continue;
    }
    if (word.length < 3 || STOP_WORDS.has(word)) continue;
    terms.push(stem(word));
  }
  return terms;
}

function addTerms(terms: Map<string, number>, text: LocalizedText, weight: number) {
  for (const locale of LOCALES) {
    const value = text[locale];
    if (!value) continue;
    for (const term of termsOf(value)) terms.set(term, (terms.get(term) ?? 0) + weight);
  }
}

/**
 * A small lexical index over the published library, in every language at once (a member may write in any of them):
 * titles, summaries and goals of each theme and session. No embeddings: a few dozen sessions need none.
 */
export class LibraryIndex {
  private readonly sessions: IndexedSession[];
  private readonly documentFrequency = new Map<string, number>();

  constructor(themes: readonly SelfCareTheme[]) {
    this.sessions = themes.flatMap((theme) =>
      theme.sessions
        .filter((session) => session.screens.length > 0)
        .map((session) => {
          const terms = new Map<string, number>();
          addTerms(terms, session.title, 3);
          addTerms(terms, session.summary, 2);
          addTerms(terms, theme.title, 2);
          addTerms(terms, theme.summary, 1);
          for (const goal of theme.goals) for (const term of termsOf(goal)) terms.set(term, (terms.get(term) ?? 0) + 2);
          return { theme, session, terms };
        }),
    );
    for (const { terms } of this.sessions) {
      for (const term of terms.keys()) this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
    }
  }

  get size() {
    return this.sessions.length;
  }

  /**
   * The sessions that best match a text (a member's message), the member's goals breaking ties and lifting their
   * themes; with no matching word, sessions of their goals (first sessions first), so there is always something.
   */
  search(text: string, options: { goals?: readonly Goal[]; locale: Locale; limit?: number }): SessionSuggestion[] {
    const { goals = [], locale, limit = 3 } = options;
    const queryTerms = new Set(termsOf(text));
    const total = this.sessions.length;
    const scored = this.sessions.map((entry, order) => {
      let score = 0;
      for (const term of queryTerms) {
        const frequency = entry.terms.get(term);
        if (!frequency) continue;
        const idf = Math.log(1 + total / (this.documentFrequency.get(term) ?? 1));
        score += (1 + Math.log(frequency)) * idf;
      }
      const ofGoal = entry.theme.goals.some((goal) => goals.includes(goal));
      const isFirst = entry.theme.sessions[0]?.id === entry.session.id;
      return { entry, order, score, rank: score + (ofGoal ? 0.5 : 0) + (isFirst ? 0.1 : 0), ofGoal };
    });
    const matched = scored.filter((item) => item.score > 0);
    const pool = matched.length > 0 ? matched : scored.filter((item) => item.ofGoal || goals.length === 0);
    return pool
      .sort((a, b) => b.rank - a.rank || a.order - b.order)
      .slice(0, limit)
      .map(({ entry }) => suggestionOf(entry.theme, entry.session, locale));
  }

  /** Sessions of the given themes' goals, one per theme first (the member sees variety), in library order. */
  forGoals(goals: readonly Goal[], locale: Locale, limit = 3): SessionSuggestion[] {
    const ofGoals = this.sessions.filter(({ theme }) => theme.goals.some((goal) => goals.includes(goal)));
    const firsts = ofGoals.filter(({ theme, session }) => theme.sessions[0]?.id === session.id);
    const rest = ofGoals.filter((entry) => !firsts.includes(entry));
    return [...firsts, ...rest].slice(0, limit).map(({ theme, session }) => suggestionOf(theme, session, locale));
  }
}

function suggestionOf(
  theme: SelfCareTheme,
  session: SelfCareTheme['sessions'][number],
  locale: Locale,
): SessionSuggestion {
  const screenId = session.screens[0]?.id ?? '';
  return {
    themeId: theme.id,
    sessionId: session.id,
    screenId,
    title: localizedText(session.title, locale).text,
    themeTitle: localizedText(theme.title, locale).text,
    minutes: session.minutes,
    href: sessionHref(theme.id, session.id, screenId),
  };
}
