import type { Locale } from '../i18n/locales';
import type { FieldPath, ThemeProblem } from './field-path';
import { missingLocales } from './localized-text';
import { extensionOf, MAX_MEDIA_BYTES, MEDIA_EXTENSIONS, mediaContentProblem } from './media-files';
import { parseSafeMarkdown } from './safe-markdown';
import type { LocalizedText, SelfCareTheme } from './self-care-theme';
import { themeMedia, themeTexts } from './theme-fields';

/** The files of a theme's folder, by name (theme.json aside). */
export type ThemeFiles = ReadonlyMap<string, Uint8Array>;

function duplicates(ids: readonly string[], at: (index: number) => FieldPath, what: string): ThemeProblem[] {
  const seen = new Set<string>();
  return ids.flatMap((id, index) => {
    if (!seen.has(id)) {
      seen.add(id);
      return [];
    }
    return [{ path: at(index), message: `${what} "${id}" is used twice` }];
  });
}

function idProblems(theme: SelfCareTheme): ThemeProblem[] {
  return [
    ...duplicates(
      theme.sessions.map((session) => session.id),
      (s) => ['sessions', s, 'id'],
      'session id',
    ),
    ...theme.sessions.flatMap((session, s) => [
      ...duplicates(
        session.screens.map((screen) => screen.id),
        (i) => ['sessions', s, 'screens', i, 'id'],
        'screen id',
      ),
      ...session.screens.flatMap((screen, i): ThemeProblem[] => {
        if (screen.kind !== 'quiz') return [];
        const at = ['sessions', s, 'screens', i];
        const correct = screen.options.filter((option) => option.correct).length;
        const problems = duplicates(
          screen.options.map((option) => option.id),
          (o) => [...at, 'options', o, 'id'],
          'option id',
        );
        if (correct === 0) problems.push({ path: [...at, 'options'], message: 'no option is marked correct' });
        if (!screen.multiple && correct > 1) {
          problems.push({ path: [...at, 'options'], message: `a single-choice quiz has ${correct} correct options` });
        }
        return problems;
      }),
    ]),
  ];
}

function minutesProblems(theme: SelfCareTheme): ThemeProblem[] {
  const total = Math.round(theme.sessions.reduce((sum, session) => sum + session.minutes, 0));
  return total === theme.minutes
    ? []
    : [{ path: ['minutes'], message: `is ${theme.minutes}, but the sessions add up to ${total} minutes` }];
}

/**
 * What falls outside the safe markdown subset in each language of a markdown text (the schema's Markdown runs
 * this, so the problems come with the schema's own, at the field's path).
 */
export function markdownProblems(text: LocalizedText): { locale: Locale; problem: string }[] {
  return Object.entries(text).flatMap(([locale, source]) =>
    typeof source === 'string'
      ? parseSafeMarkdown(source).problems.map((problem) => ({ locale: locale as Locale, problem }))
      : [],
  );
}

function mediaProblems(theme: SelfCareTheme, files: ThemeFiles): ThemeProblem[] {
  const problems: ThemeProblem[] = [];
  for (const { path, file, use } of themeMedia(theme)) {
    const allowed = MEDIA_EXTENSIONS[use];
    if (!(allowed as readonly string[]).includes(extensionOf(file))) {
      problems.push({ path, message: `"${file}": ${use} files must be ${allowed.map((e) => `.${e}`).join(', ')}` });
      continue;
    }
    const body = files.get(file);
    if (!body) {
      problems.push({ path, message: `"${file}" is not in the theme's folder` });
      continue;
    }
    if (body.length > MAX_MEDIA_BYTES) {
      problems.push({
        path,
        message: `"${file}" is ${body.length} bytes; media files may be at most ${MAX_MEDIA_BYTES}`,
      });
    }
    const content = mediaContentProblem(file, body);
    if (content) problems.push({ path, message: `"${file}" ${content}` });
  }
  return problems;
}

/**
 * What the schema cannot see in a theme that passed it: ids used twice, quizzes without a right answer, minutes
 * that do not add up, media missing from the folder, of the wrong kind, too large or unsafe.
 * `folder` is the folder the theme was read from: it must be named after the theme's id.
 */
export function checkTheme(theme: SelfCareTheme, files: ThemeFiles, folder?: string): ThemeProblem[] {
  const problems: ThemeProblem[] = [];
  if (folder !== undefined && folder !== theme.id) {
    problems.push({ path: ['id'], message: `is "${theme.id}", but the folder is named "${folder}"` });
  }
  return [...problems, ...idProblems(theme), ...minutesProblems(theme), ...mediaProblems(theme, files)];
}

export interface TranslationGap {
  path: FieldPath;
  missing: Locale[];
}

/** Texts not yet written in every language (readers get English, marked as such): a warning, not an error. */
export function translationGaps(theme: SelfCareTheme): TranslationGap[] {
  return [...themeTexts(theme)].flatMap(({ path, text }) => {
    const missing = missingLocales(text);
    return missing.length > 0 ? [{ path, missing }] : [];
  });
}
