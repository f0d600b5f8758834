import { Redirect, SitePath } from '@kinwell/contracts';
import type { RedirectTable } from '@kinwell/core';
import type { CliIo } from './company-cli';

export const REDIRECT_USAGE = `Manage the redirects the app asks for on every navigation (content/redirects.json).

Usage:
  company redirect list
  company redirect set /old-path /new-path|https://… [--temporary]   (permanent unless --temporary)
  company redirect remove /old-path`;

/** `company redirect …`: answers the process exit code. Lookups see a change within a minute (their cache). */
export async function runRedirectCli(args: string[], table: RedirectTable, io: CliIo): Promise<number> {
  const positionals = args.filter((arg) => !arg.startsWith('--'));
  const temporary = args.includes('--temporary');
  const [command, from, to] = positionals;
  try {
    switch (command) {
      case 'list': {
        const rules = Object.entries(await table.list());
        if (rules.length === 0) io.out('No redirects yet. Add one with `company redirect set /old /new`.');
        for (const [source, rule] of rules)
          io.out(`${source}\t→ ${rule.to}\t${rule.permanent ? 'permanent' : 'temporary'}`);
        return 0;
      }
      case 'set': {
        if (!from || !to) {
          io.err('set needs a source path and a target');
          return 2;
        }
        const rule = Redirect.parse({ to, permanent: !temporary });
        const source = SitePath.parse(from);
        await table.set(source, rule);
        io.out(`${source} → ${rule.to} (${rule.permanent ? 'permanent' : 'temporary'})`);
        return 0;
      }
      case 'remove': {
        if (!from) {
          io.err('remove needs a source path');
          return 2;
        }
        io.out((await table.remove(from)) ? `Removed ${from}` : `No redirect for ${from}`);
        return 0;
      }
      default:
        (command ? io.err : io.out)(REDIRECT_USAGE);
        return command ? 2 : 0;
    }
  } catch (error) {
    const issues = (error as { issues?: { message: string }[] }).issues;
    io.err(issues ? issues.map((issue) => issue.message).join('; ') : String((error as Error).message ?? error));
    return 1;
  }
}
