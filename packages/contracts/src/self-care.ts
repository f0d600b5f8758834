import {
  type CaptionTrack,
  GOALS,
  LOCALES,
  MEDIA_FILE_NAME,
  markdownProblems,
  type ResolvedCatalogTheme,
  type ResolvedText,
  type ResolvedTheme,
  type SelfCareCatalog,
  type SelfCareTheme,
} from '@kinwell/core';
import * as z from 'zod';

/**
 * The self-care content (issue 13; docs/decisions/007-self-care-content.md): themes > sessions >
 * screens, written once here in zod for both forms. The authored form (`content/self-care/<themeId>/theme.json`,
 * also what is published) has its texts in every language and media as file names; the served form has the
 * reader's language only and media as URLs. Core's types (`ThemeShape`) are checked against both.
 */

/** Theme, session, screen and option ids: lowercase slugs, as they appear in the app's URLs. */
export const SelfCareId = z
  .string()
  .max(64, { message: 'ids are at most 64 characters' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'ids are lowercase words joined by hyphens, such as steady-ground' });

const written = (max: number) => z.string().trim().min(1, { message: 'must not be empty' }).max(max);

/** `{ en, fr?, es?, ja?, ar? }`: English required (the fallback readers see marked as such), the others optional. */
const localized = (max: number) =>
  z.strictObject({
    en: written(max),
    fr: written(max).optional(),
    es: written(max).optional(),
    ja: written(max).optional(),
    ar: written(max).optional(),
  });

export const LocalizedText = localized(2000);

/** A LocalizedText in the safe markdown subset (paragraphs, lists, bold, italic, https links) in every language. */
export const Markdown = localized(6000).superRefine((text, context) => {
  for (const { locale, problem } of markdownProblems(text)) {
    context.addIssue({ code: 'custom', path: [locale], message: problem });
  }
});

/** A file of the theme's folder: a plain lowercase name with an extension (no folders). */
export const MediaFileName = z
  .string()
  .max(100)
  .regex(MEDIA_FILE_NAME, { message: 'media are files of the theme folder: lowercase names such as cover.svg' });

const CaptionFiles = z.strictObject({
  en: MediaFileName,
  fr: MediaFileName.optional(),
  es: MediaFileName.optional(),
  ja: MediaFileName.optional(),
  ar: MediaFileName.optional(),
});

/** The parts that differ between the authored and the served form. */
interface Parts<Text extends z.ZodType, Md extends z.ZodType, Media extends z.ZodType, Captions extends z.ZodType> {
  /** A plain text of at most `max` characters in a language. */
  text: (max: number) => Text;
  markdown: Md;
  media: Media;
  captions: Captions;
}

const seconds = (min: number) => z.number().min(min).max(10);

/** The theme, session and screen schemas of one form: one shape, whatever the texts and media are. */
function themeSchemas<
  Text extends z.ZodType,
  Md extends z.ZodType,
  Media extends z.ZodType,
  Captions extends z.ZodType,
>(parts: Parts<Text, Md, Media, Captions>) {
  const { text, markdown, media, captions } = parts;
  const mediaScreen = <Kind extends 'audio' | 'video'>(kind: Kind) =>
    z.strictObject({
      kind: z.literal(kind),
      id: SelfCareId,
      title: text(120),
      src: media,
      durationSeconds: z.number().positive().max(3600),
      captions,
      transcript: markdown,
    });
  const screen = z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('text'), id: SelfCareId, title: text(120).optional(), body: markdown }),
    z.strictObject({
      kind: z.literal('image'),
      id: SelfCareId,
      src: media,
      alt: text(300),
      caption: text(300).optional(),
    }),
    mediaScreen('audio'),
    mediaScreen('video'),
    z.strictObject({
      kind: z.literal('breathing'),
      id: SelfCareId,
      title: text(120),
      inhale: seconds(2),
      holdIn: seconds(0),
      exhale: seconds(2),
      holdOut: seconds(0),
      cycles: z.int().min(1).max(20),
    }),
    z.strictObject({
      kind: z.literal('reflection'),
      id: SelfCareId,
      prompt: text(500),
      placeholder: text(200).optional(),
    }),
    z.strictObject({ kind: z.literal('checkIn'), id: SelfCareId, prompt: text(500) }),
    z.strictObject({
      kind: z.literal('quiz'),
      id: SelfCareId,
      question: text(500),
      multiple: z.boolean(),
      options: z
        .array(z.strictObject({ id: SelfCareId, label: text(200), correct: z.boolean() }))
        .min(2)
        .max(6),
      feedback: z.strictObject({ correct: text(500), incorrect: text(500) }),
    }),
    z.strictObject({
      kind: z.literal('takeaway'),
      id: SelfCareId,
      title: text(120),
      points: z.array(text(300)).min(1).max(5),
    }),
  ]);
  const session = z.strictObject({
    id: SelfCareId,
    title: text(80),
    summary: text(300),
    minutes: z.number().positive().max(120),
    screens: z.array(screen).min(1).max(20),
  });
  const theme = z.strictObject({
    id: SelfCareId,
    version: z.int().min(1),
    goals: z.array(z.enum(GOALS)).min(1),
    minutes: z.int().min(1),
    cover: z.strictObject({ src: media, alt: text(300) }),
    title: text(80),
    summary: text(300),
    sessions: z.array(session).min(1).max(20),
  });
  const catalogTheme = z.strictObject({
    ...theme.pick({ id: true, version: true, goals: true, minutes: true, cover: true, title: true, summary: true })
      .shape,
    sessions: z.array(
      z.strictObject({ id: SelfCareId, title: text(80), minutes: session.shape.minutes, screens: z.int().min(1) }),
    ),
  });
  return { screen, session, theme, catalogTheme };
}

const authored = themeSchemas({ text: localized, markdown: Markdown, media: MediaFileName, captions: CaptionFiles });

/** `theme.json` of a theme folder, and the published theme document. */
export const SelfCareThemeDocument = authored.theme satisfies z.ZodType<SelfCareTheme>;
export const SelfCareScreenDocument = authored.screen;

/** The published catalog (`self-care/catalog.json`). */
export const SelfCareCatalogDocument = z.strictObject({
  themes: z.array(authored.catalogTheme),
}) satisfies z.ZodType<SelfCareCatalog>;

/** A text as served: in the reader's language, or English with `isFallback` so the app can say so. */
export const SelfCareText = z.strictObject({
  text: z.string(),
  locale: z.enum(LOCALES),
  isFallback: z.boolean(),
}) satisfies z.ZodType<ResolvedText>;

const served = themeSchemas({
  text: () => SelfCareText,
  markdown: SelfCareText,
  /** The public URL path of a published file: `/content/self-care/themes/<id>/v<version>/<file>`. */
  media: z.string().startsWith('/content/'),
  captions: z.array(
    z.strictObject({
      locale: z.enum(LOCALES),
      src: z.string().startsWith('/content/'),
    }) satisfies z.ZodType<CaptionTrack>,
  ),
});

export const SelfCareScreen = served.screen;
export const SelfCareSession = served.session;

/** GET /api/content/self-care/themes/{themeId}: the whole theme in one language. */
export const SelfCareThemeResponse = served.theme.extend({ language: z.enum(LOCALES) }) satisfies z.ZodType<
  ResolvedTheme & { language: string }
>;

/** GET /api/content/self-care/catalog: every published theme, without screens, in one language. */
export const SelfCareCatalogResponse = z.strictObject({
  language: z.enum(LOCALES),
  themes: z.array(served.catalogTheme satisfies z.ZodType<ResolvedCatalogTheme>),
});

export type SelfCareThemeDocument = z.infer<typeof SelfCareThemeDocument>;
export type SelfCareThemeResponse = z.infer<typeof SelfCareThemeResponse>;
export type SelfCareCatalogResponse = z.infer<typeof SelfCareCatalogResponse>;
export type SelfCareScreen = z.infer<typeof SelfCareScreen>;
