/**
 * Self-care content as the app shows it: the API's theme with every text already in the reader's language, or in
 * English with `isFallback` when a translation is missing (the screen says so), and media as absolute URLs.
 */
export interface ShownText {
  text: string;
  isFallback: boolean;
}

interface ScreenBase {
  id: string;
}

export type SelfCareScreen =
  | (ScreenBase & { kind: 'text'; title?: ShownText; body: ShownText })
  | (ScreenBase & { kind: 'image'; src: string; alt: ShownText; caption?: ShownText })
  | (ScreenBase & {
      kind: 'audio' | 'video';
      title: ShownText;
      src: string;
      durationSeconds: number;
      captions: readonly { locale: string; src: string }[];
      transcript: ShownText;
    })
  | (ScreenBase & {
      kind: 'breathing';
      title: ShownText;
      inhale: number;
      holdIn: number;
      exhale: number;
      holdOut: number;
      cycles: number;
    })
  | (ScreenBase & { kind: 'reflection'; prompt: ShownText; placeholder?: ShownText })
  | (ScreenBase & { kind: 'checkIn'; prompt: ShownText })
  | (ScreenBase & {
      kind: 'quiz';
      question: ShownText;
      multiple: boolean;
      options: readonly { id: string; label: ShownText; correct: boolean }[];
      feedback: { correct: ShownText; incorrect: ShownText };
    })
  | (ScreenBase & { kind: 'takeaway'; title: ShownText; points: readonly ShownText[] });

export interface SelfCareSession {
  id: string;
  title: ShownText;
  summary: ShownText;
  minutes: number;
  screens: readonly SelfCareScreen[];
}

export interface SelfCareTheme {
  id: string;
  version: number;
  goals: readonly string[];
  minutes: number;
  cover: { src: string; alt: ShownText };
  title: ShownText;
  summary: ShownText;
  sessions: readonly SelfCareSession[];
}

/** Does any text of this screen fall back to English? The screen then says so once. */
export function screenHasFallback(screen: SelfCareScreen): boolean {
  const texts: ShownText[] = [];
  const visit = (value: unknown): void => {
    if (value && typeof value === 'object') {
      if ('isFallback' in value && 'text' in value) texts.push(value as ShownText);
      else for (const child of Object.values(value)) visit(child);
    }
  };
  visit(screen);
  return texts.some((text) => text.isFallback);
}

/** A theme as the catalog lists it: enough for its card, with its sessions' outlines. */
export interface CatalogTheme {
  id: string;
  version: number;
  goals: readonly string[];
  minutes: number;
  cover: { src: string; alt: ShownText };
  title: ShownText;
  summary: ShownText;
  sessions: readonly { id: string; title: ShownText; minutes: number; screens: number }[];
}

export interface SelfCareCatalog {
  themes: readonly CatalogTheme[];
}
