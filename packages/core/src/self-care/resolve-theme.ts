import type { Locale } from '../i18n/locales';
import { localizedText } from './localized-text';
import { publicContentUrl, selfCareKeys } from './published-keys';
import type { CatalogThemeShape, SelfCareCatalog } from './self-care-catalog';
import type {
  CaptionTrack,
  LocalizedText,
  ResolvedScreen,
  ResolvedText,
  ResolvedTheme,
  SelfCareScreen,
  SelfCareTheme,
} from './self-care-theme';

export type ResolvedCatalogTheme = CatalogThemeShape<ResolvedText, string>;

const mediaUrlOf = (theme: { id: string; version: number }) => (file: string) =>
  publicContentUrl(selfCareKeys.media(theme.id, theme.version, file));

function resolveScreen(
  screen: SelfCareScreen,
  text: (value: LocalizedText) => ResolvedText,
  url: (file: string) => string,
): ResolvedScreen {
  const optional = (value: LocalizedText | undefined) => (value ? text(value) : undefined);
  switch (screen.kind) {
    case 'text':
      return { kind: 'text', id: screen.id, title: optional(screen.title), body: text(screen.body) };
    case 'image':
      return {
        kind: 'image',
        id: screen.id,
        src: url(screen.src),
        alt: text(screen.alt),
        caption: optional(screen.caption),
      };
    case 'audio':
    case 'video': {
      // Every track is offered: the player picks the reader's language, and a reader may want another.
      const captions: CaptionTrack[] = Object.entries(screen.captions).flatMap(([locale, file]) =>
        typeof file === 'string' ? [{ locale: locale as Locale, src: url(file) }] : [],
      );
      return {
        ...screen,
        title: text(screen.title),
        src: url(screen.src),
        captions,
        transcript: text(screen.transcript),
      };
    }
    case 'breathing':
      return { ...screen, title: text(screen.title) };
    case 'reflection':
      return {
        kind: 'reflection',
        id: screen.id,
        prompt: text(screen.prompt),
        placeholder: optional(screen.placeholder),
      };
    case 'checkIn':
      return { kind: 'checkIn', id: screen.id, prompt: text(screen.prompt) };
    case 'quiz':
      return {
        ...screen,
        question: text(screen.question),
        options: screen.options.map((option) => ({ ...option, label: text(option.label) })),
        feedback: { correct: text(screen.feedback.correct), incorrect: text(screen.feedback.incorrect) },
      };
    case 'takeaway':
      return { kind: 'takeaway', id: screen.id, title: text(screen.title), points: screen.points.map(text) };
  }
}

/** A published theme as a reader in `locale` gets it: every text in their language or marked English, media as URLs. */
export function resolveTheme(theme: SelfCareTheme, locale: Locale): ResolvedTheme {
  const text = (value: LocalizedText) => localizedText(value, locale);
  const url = mediaUrlOf(theme);
  return {
    id: theme.id,
    version: theme.version,
    goals: theme.goals,
    minutes: theme.minutes,
    cover: { src: url(theme.cover.src), alt: text(theme.cover.alt) },
    title: text(theme.title),
    summary: text(theme.summary),
    sessions: theme.sessions.map((session) => ({
      id: session.id,
      title: text(session.title),
      summary: text(session.summary),
      minutes: session.minutes,
      screens: session.screens.map((screen) => resolveScreen(screen, text, url)),
    })),
  };
}

/** The catalog as a reader in `locale` gets it. */
export function resolveCatalog(catalog: SelfCareCatalog, locale: Locale): ResolvedCatalogTheme[] {
  const text = (value: LocalizedText) => localizedText(value, locale);
  return catalog.themes.map((theme) => ({
    ...theme,
    cover: { src: mediaUrlOf(theme)(theme.cover.src), alt: text(theme.cover.alt) },
    title: text(theme.title),
    summary: text(theme.summary),
    sessions: theme.sessions.map((session) => ({ ...session, title: text(session.title) })),
  }));
}
