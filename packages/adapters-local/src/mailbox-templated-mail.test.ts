import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeTemplatedMailContract } from '@kinwell/testing';
import { Mailbox } from './mailbox';
import { MailboxTemplatedMail } from './mailbox-templated-mail';

const FROM = 'Kinwell <no-reply@kinwell.local>';

describeTemplatedMailContract('MailboxTemplatedMail', async () => {
  const root = await mkdtemp(join(tmpdir(), 'kinwell-mailbox-'));
  const folder = join(root, 'mail');
  // One millisecond per mail, so the mailbox's time order is the send order.
  let at = Date.parse('2026-03-01T09:00:00Z');
  const mailbox = new Mailbox(folder, () => new Date(at++));
  return {
    sender: new MailboxTemplatedMail(mailbox, FROM),
    from: FROM,
    delivered: async () => {
      const broken = await stat(folder).then((s) => s.isFile());
      return broken ? [] : (await mailbox.list()).reverse();
    },
    // The mailbox folder cannot be created where a file stands.
    failNext: async () => {
      await rm(folder, { recursive: true, force: true });
      await writeFile(folder, '');
    },
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
});
