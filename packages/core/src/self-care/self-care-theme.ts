import type { Locale } from '../i18n/locales';
import type { Goal } from '../onboarding/onboarding-options';

/**
 * The shape of a self-care theme (issue 13): themes > sessions > screens. Written once with its texts and media
 * as type parameters, so the authored form (`theme.json`: texts per language, media as file names) and the served
 * form (one language, media as URLs) cannot drift apart. The zod schemas in @kinwell/contracts build both.
 *
 * `Text` is a plain text, `Markdown` a text in the safe markdown subset (safe-markdown.ts), `Media` a media
 * reference, `Captions` the WebVTT captions of an audio or video screen.
 */
export interface ThemeShape<Text, Markdown, Media, Captions> {
  id: string;
  version: number;
  goals: Goal[];
  /** Estimated total minutes: the sessions' minutes added up, rounded. */
  minutes: number;
  cover: { src: Media; alt: Text };
  title: Text;
  summary: Text;
  sessions: SessionShape<Text, Markdown, Media, Captions>[];
}

export interface SessionShape<Text, Markdown, Media, Captions> {
  id: string;
  title: Text;
  summary: Text;
  minutes: number;
  screens: ScreenShape<Text, Markdown, Media, Captions>[];
}

export type ScreenShape<Text, Markdown, Media, Captions> =
  | { kind: 'text'; id: string; title?: Text | undefined; body: Markdown }
  | { kind: 'image'; id: string; src: Media; alt: Text; caption?: Text | undefined }
  | {
      kind: 'audio' | 'video';
      id: string;
      title: Text;
      src: Media;
      durationSeconds: number;
      captions: Captions;
      transcript: Markdown;
    }
  | {
      kind: 'breathing';
      id: string;
      title: Text;
      inhale: number;
      holdIn: number;
      exhale: number;
      holdOut: number;
      cycles: number;
    }
  | { kind: 'reflection'; id: string; prompt: Text; placeholder?: Text | undefined }
  | { kind: 'checkIn'; id: string; prompt: Text }
  | {
      kind: 'quiz';
      id: string;
      question: Text;
      multiple: boolean;
      options: { id: string; label: Text; correct: boolean }[];
      feedback: { correct: Text; incorrect: Text };
    }
  | { kind: 'takeaway'; id: string; title: Text; points: Text[] };

export type ScreenKind = ScreenShape<unknown, unknown, unknown, unknown>['kind'];

/** A text in every language it is written in: English always (the fallback), the others when translated. */
export type LocalizedText = { en: string } & { [L in Exclude<Locale, 'en'>]?: string | undefined };

/** Caption files of an audio or video screen by language (`{ "en": "walk.en.vtt" }`), English required. */
export type CaptionFiles = LocalizedText;

/** A theme as authored in `content/self-care/<themeId>/theme.json`, and as published (media as file names). */
export type SelfCareTheme = ThemeShape<LocalizedText, LocalizedText, string, CaptionFiles>;
export type SelfCareSession = SelfCareTheme['sessions'][number];
export type SelfCareScreen = SelfCareSession['screens'][number];

/** A text as served in one language: `isFallback` when the reader's language had none and English stands in. */
export interface ResolvedText {
  text: string;
  locale: Locale;
  isFallback: boolean;
}

export interface CaptionTrack {
  locale: Locale;
  src: string;
}

/** A theme as the API serves it: texts in the reader's language, media as URLs, every caption track offered. */
export type ResolvedTheme = ThemeShape<ResolvedText, ResolvedText, string, CaptionTrack[]>;
export type ResolvedSession = ResolvedTheme['sessions'][number];
export type ResolvedScreen = ResolvedSession['screens'][number];
