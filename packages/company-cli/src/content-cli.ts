import { readFile, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { AppDetailsDocument, ScreenType, TextBlockDocument } from '@kinwell/contracts';
import {
  type ContentLibrary,
  DomainError,
  type ObjectStore,
  publishSelfCare,
  readPublishedCatalog,
  selfCareKeys,
} from '@kinwell/core';
import type { CliIo } from './company-cli';
import { type CheckedThemeFolder, checkThemeFolder, themeFolders } from './self-care-folders';

export const CONTENT_USAGE = `Edit Kinwell's content documents (onboarding text blocks, app details) per language, without a deploy,
and validate and publish the self-care library (theme folders under content/self-care).

Usage:
  content list                                            (text documents, then the published self-care themes)
  content validate [THEME ...]                            (every theme folder, or the ones named: id or folder path)
  content publish [THEME ...] [--replace]                 (validates first; publishes nothing if a theme is broken)
  content get text-block SCREEN_TYPE [--language fr]      (the stored document, not the fallback)
  content put text-block SCREEN_TYPE --language fr --file block.json
  content get app-details [--language fr]
  content put app-details --language fr --file details.json
  content delete text-block SCREEN_TYPE --language fr | content delete app-details --language fr

Screen types: ${ScreenType.options.join(', ')}
A text block file: { "title": "…", "subtitle": "…", "body": ["…"], "actions": { "primary": "…", "secondary": "…" } }
App details: { "title": "Kinwell", "customTranslations": { "key": "text" }, "logoutInactivityMessage": "…" }
Screens show a stored block at once for new visitors and within 5 minutes for others (the answers are cached).

A published theme version never changes (it is cached for a year): to publish a change, raise the theme's
"version". --replace overwrites a published version anyway (only for a version nobody has read yet).
--library DIR reads theme folders from DIR instead of content/self-care.

Targets the local runtime's data (.data/, or KINWELL_DATA_DIR) unless KINWELL_COMPANY_BUCKET (or --bucket) names a
deployed environment's company bucket, and KINWELL_CONTENT_BUCKET (or --content-bucket) its content bucket (the
self-care library); then AWS credentials come from the usual AWS chain.`;

export interface ContentCliDeps {
  /** Text blocks and app details (the company bucket, or the local objects folder). */
  content: ContentLibrary;
  /** Where the self-care library is published (the content bucket, or the local objects folder). */
  selfCareObjects: ObjectStore;
  /** Where theme folders are authored: content/self-care of the checkout. */
  libraryDir: string;
  /** What relative paths on the command line are relative to (where `npm run content` was typed). */
  workingDir: string;
}

/** A zod error from the contracts' schemas (told by shape: this package does not import zod itself). */
function isValidationError(error: unknown): error is { issues: { path: PropertyKey[]; message: string }[] } {
  return error instanceof Error && error.name === 'ZodError' && Array.isArray((error as { issues?: unknown }).issues);
}

async function readJsonFile(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    throw new DomainError(`Cannot read ${file} as JSON: ${(error as Error).message}`, 400);
  }
}

/** The theme folders named on the command line (an id of the library, or a folder path), else all of them. */
async function selectedFolders(libraryDir: string, workingDir: string, names: string[]): Promise<string[]> {
  if (names.length === 0) return themeFolders(libraryDir);
  return Promise.all(
    names.map(async (name) => {
      const asPath = resolve(workingDir, name);
      const isFolder = await stat(asPath).then(
        (info) => info.isDirectory(),
        () => false,
      );
      return isFolder && name !== basename(name) ? asPath : join(libraryDir, name);
    }),
  );
}

function reportChecked(checked: CheckedThemeFolder[], io: CliIo): boolean {
  for (const folder of checked) {
    if (folder.publishable) {
      const { theme } = folder.publishable;
      const screens = theme.sessions.reduce((sum, session) => sum + session.screens.length, 0);
      io.out(
        `ok  ${theme.id} v${theme.version}: ${theme.sessions.length} sessions, ${screens} screens, ${theme.minutes} min`,
      );
      if (folder.translationGaps.length > 0) {
        io.out(`    ${folder.translationGaps.length} texts not in every language (readers get English, marked):`);
        for (const gap of folder.translationGaps.slice(0, 5)) io.out(`      ${gap}`);
        if (folder.translationGaps.length > 5) io.out(`      …and ${folder.translationGaps.length - 5} more`);
      }
    } else {
      io.err(`BROKEN  ${folder.themeId} (${folder.folder})`);
      for (const problem of folder.problems) io.err(`  ${problem}`);
    }
  }
  return checked.every((folder) => folder.publishable);
}

async function runSelfCare(
  command: 'validate' | 'publish',
  names: string[],
  replace: boolean,
  deps: ContentCliDeps,
  io: CliIo,
): Promise<number> {
  const folders = await selectedFolders(deps.libraryDir, deps.workingDir, names);
  if (folders.length === 0) {
    io.err(`No theme folders (a folder with a theme.json) in ${deps.libraryDir}`);
    return 1;
  }
  const checked = await Promise.all(folders.map(checkThemeFolder));
  const sound = reportChecked(checked, io);
  if (!sound) {
    io.err(command === 'publish' ? 'Nothing published: fix the fields above first.' : 'Fix the fields above.');
    return 1;
  }
  if (command === 'validate') return 0;
  const themes = checked.flatMap((folder) => (folder.publishable ? [folder.publishable] : []));
  // Publishing the whole library (no theme named) also takes themes whose folders are gone out of the catalog.
  const report = await publishSelfCare(deps.selfCareObjects, themes, {
    replaceChanged: replace,
    wholeLibrary: names.length === 0,
  });
  for (const key of report.written) io.out(`wrote ${key}`);
  io.out(`Published ${themes.length} theme(s): ${report.written.length} files written, ${report.unchanged} unchanged.`);
  return 0;
}

async function listSelfCare(objects: ObjectStore, io: CliIo): Promise<void> {
  const catalog = await readPublishedCatalog(objects);
  if (!catalog) {
    io.out(`No self-care library published (${selfCareKeys.catalog}): run \`content publish\`.`);
    return;
  }
  for (const theme of catalog.themes) {
    io.out(
      `self-care\t${theme.id}\tv${theme.version}\t${theme.goals.join(', ')}\t${theme.minutes} min\t${theme.sessions.length} sessions`,
    );
  }
}

/** Runs one content command against the content library; answers the process exit code. */
export async function runContentCli(args: string[], deps: ContentCliDeps, io: CliIo): Promise<number> {
  const { content } = deps;
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      language: { type: 'string', short: 'l' },
      file: { type: 'string', short: 'f' },
      bucket: { type: 'string' },
      'content-bucket': { type: 'string' },
      library: { type: 'string' },
      replace: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, kind, name] = positionals;
  const language = values.language ?? 'en';
  try {
    if (values.help || !command) {
      io.out(CONTENT_USAGE);
      return command || values.help ? 0 : 2;
    }
    if (command === 'list') {
      const entries = await content.list();
      if (entries.length === 0) io.out('No content stored: every screen shows its built-in English text.');
      for (const entry of entries) {
        io.out(`${entry.kind}\t${entry.language}\t${entry.name ?? ''}\t${entry.lastModified.toISOString()}`);
      }
      await listSelfCare(deps.selfCareObjects, io);
      return 0;
    }
    if (command === 'validate' || command === 'publish') {
      const libraryDir = values.library ? resolve(deps.workingDir, values.library) : deps.libraryDir;
      return await runSelfCare(command, positionals.slice(1), values.replace ?? false, { ...deps, libraryDir }, io);
    }
    if (kind !== 'text-block' && kind !== 'app-details') {
      io.err(`Name what to ${command}: text-block SCREEN_TYPE or app-details\n\n${CONTENT_USAGE}`);
      return 2;
    }
    const screenType = kind === 'text-block' ? ScreenType.parse(name) : undefined;
    switch (command) {
      case 'get': {
        const stored = await content.readStored(kind, language, screenType);
        if (stored === undefined) {
          io.err(`Nothing stored for ${kind} ${screenType ?? ''} in '${language}': the fallback applies.`);
          return 1;
        }
        io.out(JSON.stringify(stored, null, 2));
        return 0;
      }
      case 'put': {
        if (!values.file || !values.language) {
          io.err('put needs --language and --file');
          return 2;
        }
        const document = await readJsonFile(values.file);
        const key =
          kind === 'text-block' && screenType
            ? await content.putTextBlock(screenType, language, TextBlockDocument.parse(document))
            : await content.putAppDetails(language, AppDetailsDocument.parse(document));
        io.out(`Stored ${key}`);
        return 0;
      }
      case 'delete': {
        await content.remove(kind, language, screenType);
        io.out(`Deleted ${kind} ${screenType ?? ''} (${language})`);
        return 0;
      }
      default:
        io.err(`Unknown command: ${command}\n\n${CONTENT_USAGE}`);
        return 2;
    }
  } catch (error) {
    if (isValidationError(error)) {
      io.err(error.issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`).join('\n'));
      return 1;
    }
    if (error instanceof DomainError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
