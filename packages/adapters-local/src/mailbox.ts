import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type MailAttachment, type MailSender, normalizeEmail, type OutgoingMail } from '@kinwell/core';

export interface MailboxMessage {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
  /** Files sent with the mail (a booking's calendar file), kept as sent so tests and people can open them. */
  attachments?: MailAttachment[];
}

const DEFAULT_FROM = 'Kinwell <no-reply@kinwell.local>';

/**
 * The mail port on the local runtime: every message is kept as a JSON file in a folder, to be read at
 * /api/dev/mail or /dev/mail the way a user reads their inbox.
 */
export class Mailbox implements MailSender {
  constructor(
    private readonly folder: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(mail: OutgoingMail): Promise<{ id: string }> {
    const sentAt = this.now();
    const message: MailboxMessage = {
      id: randomUUID(),
      to: normalizeEmail(mail.to),
      from: mail.from ?? DEFAULT_FROM,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      sentAt: sentAt.toISOString(),
      ...(mail.attachments?.length ? { attachments: mail.attachments.map((a) => ({ ...a })) } : {}),
    };
    // Concurrent recursive mkdirs of one new folder can fail with EEXIST on Node 20; the folder is there.
    await mkdir(this.folder, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
    // The file name sorts by time, so listing needs no parsing to order.
    const name = `${sentAt.getTime().toString().padStart(15, '0')}-${message.id}.json`;
    const tmp = join(this.folder, `.${name}.tmp`);
    await writeFile(tmp, JSON.stringify(message, null, 2));
    await rename(tmp, join(this.folder, name));
    return { id: message.id };
  }

  /** Messages newest first, optionally only those sent to one address. */
  async list(filter: { to?: string | undefined } = {}): Promise<MailboxMessage[]> {
    let names: string[];
    try {
      names = (await readdir(this.folder)).filter((name) => name.endsWith('.json') && !name.startsWith('.'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    names.sort().reverse();
    const messages = await Promise.all(
      names.map(async (name) => JSON.parse(await readFile(join(this.folder, name), 'utf8')) as MailboxMessage),
    );
    const to = filter.to && normalizeEmail(filter.to);
    return to ? messages.filter((message) => message.to === to) : messages;
  }
}
