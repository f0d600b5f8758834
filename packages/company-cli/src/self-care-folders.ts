import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { SelfCareThemeDocument } from '@kinwell/contracts';
import {
  checkTheme,
  type FieldPath,
  formatFieldPath,
  type SelfCareTheme,
  type ThemeFiles,
  type ThemeToPublish,
  translationGaps,
} from '@kinwell/core';

/** A theme folder read and checked: the theme when it passed everything, else what an author must fix. */
export interface CheckedThemeFolder {
  folder: string;
  /** The theme's id, or the folder's name when theme.json has none. */
  themeId: string;
  /** Set only when there are no problems. */
  publishable?: ThemeToPublish;
  /** `<themeId>/<field path>: <what is wrong>`, one per problem. */
  problems: string[];
  /** Texts not written in every language: `<themeId>/<field path>: es, ja`. Readers get English, marked. */
  translationGaps: string[];
}

const THEME_FILE = 'theme.json';

/** The theme folders of a library (`content/self-care/*` holding a theme.json), in name order. */
export async function themeFolders(libraryDir: string): Promise<string[]> {
  const entries = await readdir(libraryDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const folders: string[] = [];
  for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const files = await readdir(join(libraryDir, entry.name));
    if (files.includes(THEME_FILE)) folders.push(join(libraryDir, entry.name));
  }
  return folders;
}

/** The files beside theme.json (hidden files and subfolders aside: a theme refers to its files by plain name). */
async function mediaFiles(folder: string): Promise<ThemeFiles> {
  const files = new Map<string, Uint8Array>();
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name === THEME_FILE || entry.name.startsWith('.')) continue;
    files.set(entry.name, new Uint8Array(await readFile(join(folder, entry.name))));
  }
  return files;
}

const pathOf = (path: readonly PropertyKey[]): FieldPath =>
  path.map((part) => (typeof part === 'number' ? part : String(part)));

/**
 * Reads a theme folder and checks it the way publishing does: the schema first (every field, every language),
 * then what the schema cannot see (core's checkTheme). Each problem names the exact field, from the theme's id.
 */
export async function checkThemeFolder(folder: string): Promise<CheckedThemeFolder> {
  const name = basename(folder);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(join(folder, THEME_FILE), 'utf8'));
  } catch (error) {
    return {
      folder,
      themeId: name,
      problems: [`${name}/${THEME_FILE}: cannot be read as JSON (${(error as Error).message})`],
      translationGaps: [],
    };
  }
  const rawId = (json as { id?: unknown } | null)?.id;
  const themeId = typeof rawId === 'string' && rawId ? rawId : name;
  const parsed = SelfCareThemeDocument.safeParse(json);
  if (!parsed.success) {
    return {
      folder,
      themeId,
      problems: parsed.error.issues.map((issue) => `${formatFieldPath(themeId, pathOf(issue.path))}: ${issue.message}`),
      translationGaps: [],
    };
  }
  const theme: SelfCareTheme = parsed.data;
  const files = await mediaFiles(folder);
  const problems = checkTheme(theme, files, name).map(
    ({ path, message }) => `${formatFieldPath(theme.id, path)}: ${message}`,
  );
  return {
    folder,
    themeId,
    ...(problems.length === 0 ? { publishable: { theme, files } } : {}),
    problems,
    translationGaps: translationGaps(theme).map(
      ({ path, missing }) => `${formatFieldPath(theme.id, path)}: ${missing.join(', ')}`,
    ),
  };
}
