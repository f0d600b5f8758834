import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailDeliveryError } from '@kinwell/core';
import { describeTemplatedMailContract, RecordingLog } from '@kinwell/testing';
import { describe, expect, it } from 'vitest';
import { Mailbox } from './mailbox';
import { MailboxTemplatedMail } from './mailbox-templated-mail';

const FROM = 'Kinwell <no-reply@kinwell.local>';
const invite = {
  platformName: 'Acme',
  logoImage: 'http://localhost/logo.svg',
  brandColor: '#4c6ef5',
  firstName: 'Sam',
  lastName: 'Doe',
  employeeName: 'Jane Doe',
  inviterEmail: 'jane@acme.example',
  activationLink: 'http://localhost/register?bid=acme',
  supportLink: 'http://localhost/contact',
};

describeTemplatedMailContract('MailboxTemplatedMail', async () => {
  const root = await mkdtemp(join(tmpdir(), 'kinwell-mailbox-'));
  const folder = join(root, 'mail');
  // One millisecond per mail, so the mailbox's time order is the send order.
  let at = Date.parse('2026-03-01T09:00:00Z');
  const mailbox = new Mailbox(folder, () => new Date(at++));
  return {
    sender: new MailboxTemplatedMail(mailbox, new RecordingLog(), FROM),
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

describe('MailboxTemplatedMail', () => {
  it('logs a failed write without the address, and answers MailDeliveryError', async () => {
    const log = new RecordingLog();
    const refusing = { send: () => Promise.reject(new Error('EACCES: permission denied')) };
    const sender = new MailboxTemplatedMail(refusing, log, FROM);
    await expect(
      sender.sendTemplate({ to: 'jane@acme.example', template: 'invite', data: invite }),
    ).rejects.toBeInstanceOf(MailDeliveryError);
    expect(log.lines).toEqual([
      { level: 'error', message: 'Local mailbox write failed', fields: { error: 'Error: EACCES: permission denied' } },
    ]);
  });
});
