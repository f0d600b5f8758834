import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { AppDetailsDocument, ScreenType, TextBlockDocument } from '@kinwell/contracts';
import { type ContentLibrary, DomainError } from '@kinwell/core';
import type { CliIo } from './company-cli';

export const CONTENT_USAGE = `Edit Kinwell's content documents (onboarding text blocks, app details) per language, without a deploy.

Usage:
  content list
  content get text-block SCREEN_TYPE [--language fr]      (the stored document, not the fallback)
  content put text-block SCREEN_TYPE --language fr --file block.json
  content get app-details [--language fr]
  content put app-details --language fr --file details.json
  content delete text-block SCREEN_TYPE --language fr | content delete app-details --language fr

Screen types: ${ScreenType.options.join(', ')}
A text block file: { "title": "…", "subtitle": "…", "body": ["…"], "actions": { "primary": "…", "secondary": "…" } }
App details: { "title": "Kinwell", "customTranslations": { "key": "text" }, "logoutInactivityMessage": "…" }
Screens show a stored block at once for new visitors and within 5 minutes for others (the answers are cached).

Targets the local runtime's data (.data/, or KINWELL_DATA_DIR) unless KINWELL_COMPANY_BUCKET (or --bucket) names a
deployed environment's company bucket; then AWS credentials come from the usual AWS chain.`;

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

/** Runs one content command against the content library; answers the process exit code. */
export async function runContentCli(args: string[], content: ContentLibrary, io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      language: { type: 'string', short: 'l' },
      file: { type: 'string', short: 'f' },
      bucket: { type: 'string' },
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
      return 0;
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
