import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ExpertId } from '@kinwell/contracts';
import { type AddExpertDeps, addExpert, type BookingChangeDeps, DomainError, retireExpert } from '@kinwell/core';
import type { CliIo } from './company-cli';
import { ExpertFile } from './expert-file';

export const EXPERT_USAGE = `Manage Kinwell's experts and their accounts.

Usage:
  expert add FILE.json [--no-chat]
                              the expert (ExpertInput of @kinwell/contracts) with "email" (their sign-in address)
                              and optionally "availability" ({ weekly, daysOff, extra }); makes their account in
                              the expert role and mails them how to set their password; --no-chat: members cannot
                              write to them in chat (they take chat by default)
  expert chat ID --chat|--no-chat
                              lets members write to the expert in chat, or stops new messages to them
  expert list [--all]         active experts (--all: retired ones too)
  expert retire ID            takes them out of the directory and cancels their sessions still ahead

Targets the local runtime's data (.data/, or KINWELL_DATA_DIR; stop \`npm start\` first) unless KINWELL_DB_CLUSTER_ARN
names a deployed environment's database (with KINWELL_DB_SECRET_ARN, KINWELL_DB_NAME, KINWELL_USER_POOL_ID,
KINWELL_MAIL_FROM, KINWELL_APP_URL); then AWS credentials come from the usual AWS chain.`;

export interface ExpertCliDeps {
  add: AddExpertDeps;
  /** What retiring uses: the store, and the mail and reminders of the sessions it cancels. */
  changes: BookingChangeDeps;
}

/** Runs one expert command; answers the process exit code. */
export async function runExpertCli(args: string[], deps: ExpertCliDeps, io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      all: { type: 'boolean' },
      chat: { type: 'boolean' },
      'no-chat': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, subject] = positionals;
  try {
    switch (command) {
      case 'add': {
        if (!subject) {
          io.err('add needs a FILE.json');
          return 2;
        }
        const { availability, ...file } = ExpertFile.parse(JSON.parse(await readFile(subject, 'utf8')));
        const expert = values['no-chat'] ? { ...file, takesChat: false } : file;
        const { accountCreated } = await addExpert(deps.add, expert, availability);
        io.out(
          `Added ${expert.id} (${expert.name}), signing in as ${expert.email.trim().toLowerCase()}` +
            `${accountCreated ? '' : ' (their account existed already)'}; invitation mailed`,
        );
        return 0;
      }
      case 'list': {
        const experts = await deps.add.store.listExperts({ includeRetired: values.all ?? false });
        if (experts.length === 0) io.out('No experts yet. Add one with `expert add FILE.json`.');
        for (const e of experts) {
          io.out(
            [e.id, e.name, e.email ?? '(no account)', e.timeZone, e.languages.join(','), e.specialties.join(',')]
              .concat(e.retiredAt ? [`retired ${e.retiredAt}`] : [])
              .join('\t'),
          );
        }
        return 0;
      }
      case 'chat': {
        if (!subject || values.chat === values['no-chat']) {
          io.err('chat needs an expert ID and one of --chat or --no-chat');
          return 2;
        }
        const takesChat = values.chat === true;
        if (!(await deps.add.store.setTakesChat(ExpertId.parse(subject), takesChat))) {
          io.err(`No expert ${subject}`);
          return 1;
        }
        io.out(`${subject} ${takesChat ? 'takes chat messages' : 'takes no chat messages'}`);
        return 0;
      }
      case 'retire': {
        if (!subject) {
          io.err('retire needs an expert ID');
          return 2;
        }
        const cancelled = await retireExpert(deps.changes, ExpertId.parse(subject));
        if (!cancelled) {
          io.err(`No active expert ${subject}`);
          return 1;
        }
        io.out(`Retired ${subject}; cancelled ${cancelled.length} session(s) still ahead`);
        return 0;
      }
      default:
        (values.help || !command ? io.out : io.err)(EXPERT_USAGE);
        return values.help || !command ? 0 : 2;
    }
  } catch (error) {
    if (error instanceof DomainError) {
      io.err(error.message);
      return 1;
    }
    if (error instanceof SyntaxError) {
      io.err(`The file is not JSON: ${error.message}`);
      return 2;
    }
    if (error instanceof Error && error.name === 'ZodError') {
      const issue = (error as unknown as { issues: { message: string; path: PropertyKey[] }[] }).issues[0];
      io.err(`Invalid value${issue?.path.length ? ` at ${issue.path.join('.')}` : ''}: ${issue?.message}`);
      return 2;
    }
    throw error;
  }
}
