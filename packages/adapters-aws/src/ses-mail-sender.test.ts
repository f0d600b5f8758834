import 'aws-sdk-client-mock-vitest/extend';
import {
  SESv2Client,
  SESv2ServiceException,
  SendEmailCommand,
  type SendEmailCommandInput,
} from '@aws-sdk/client-sesv2';
import { MailDeliveryError } from '@kinwell/core';
import { RecordingLog } from '@kinwell/testing';
import { mockClient } from 'aws-sdk-client-mock';
import PostalMime from 'postal-mime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SesMailSender } from './ses-mail-sender';

const FROM = 'Kinwell <bookings@mail.kinwell.example>';
const client = new SESv2Client({ region: 'eu-west-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });
const ses = mockClient(client);
afterEach(() => {
  ses.reset();
  vi.restoreAllMocks();
});

const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
const mail = {
  to: 'Jane@Acme.example',
  subject: 'Séance réservée',
  text: 'Bonjour Jane',
  html: '<p>Bonjour Jane</p>',
};

describe('SesMailSender', () => {
  it('sends a mail without files as Content.Simple', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const sender = new SesMailSender({ client, from: FROM, configurationSet: 'kinwell-dev', log: new RecordingLog() });
    expect(await sender.send(mail)).toEqual({ id: 'm-1' });
    expect(ses).toHaveReceivedCommandWith(SendEmailCommand, {
      FromEmailAddress: FROM,
      Destination: { ToAddresses: ['jane@acme.example'] },
      ConfigurationSetName: 'kinwell-dev',
      Content: {
        Simple: {
          Subject: { Data: 'Séance réservée', Charset: 'UTF-8' },
          Body: {
            Text: { Data: 'Bonjour Jane', Charset: 'UTF-8' },
            Html: { Data: '<p>Bonjour Jane</p>', Charset: 'UTF-8' },
          },
        },
      },
    });
  });

  it('sends a mail with a calendar file as Content.Raw: a MIME message a parser reads back whole', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-2' });
    const sender = new SesMailSender({
      client,
      from: FROM,
      now: () => new Date('2027-03-01T10:00:00Z'),
      log: new RecordingLog(),
    });
    const attachments = [{ filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: ics }];
    expect(await sender.send({ ...mail, attachments })).toEqual({ id: 'm-2' });
    const input = ses.commandCalls(SendEmailCommand)[0]?.args[0].input as SendEmailCommandInput;
    expect(input.Content?.Simple).toBeUndefined();
    expect(input.FromEmailAddress).toBe(FROM);
    expect(input.Destination).toEqual({ ToAddresses: ['jane@acme.example'] });
    const raw = new TextDecoder().decode(input.Content?.Raw?.Data);
    expect(raw).toContain('Date: Mon, 01 Mar 2027 10:00:00 +0000');
    const parsed = await PostalMime.parse(raw);
    expect(parsed.subject).toBe('Séance réservée');
    expect(parsed.from).toMatchObject({ name: 'Kinwell', address: 'bookings@mail.kinwell.example' });
    expect(parsed.to?.[0]?.address).toBe('jane@acme.example');
    expect(parsed.text?.trim()).toBe('Bonjour Jane');
    // The calendar file as a file, and the same calendar as one of the alternatives (RFC 6047).
    expect(parsed.attachments.map((a) => [a.filename, a.mimeType, a.disposition])).toEqual([
      [null, 'text/calendar', null],
      ['invite.ics', 'text/calendar', 'attachment'],
    ]);
  });

  it('answers a refusal with MailDeliveryError and logs no address', async () => {
    ses.on(SendEmailCommand).rejects(
      new SESv2ServiceException({
        name: 'MessageRejected',
        $fault: 'client',
        $metadata: { httpStatusCode: 400 },
        message: 'Rejected jane@acme.example',
      }),
    );
    const log = new RecordingLog();
    const sender = new SesMailSender({ client, from: FROM, log });
    await expect(
      sender.send({ ...mail, attachments: [{ filename: 'invite.ics', contentType: 'text/calendar', content: ics }] }),
    ).rejects.toBeInstanceOf(MailDeliveryError);
    expect(log.lines).toEqual([
      { level: 'error', message: 'SES SendEmail (raw) failed', fields: { error: { name: 'MessageRejected' } } },
    ]);
    expect(JSON.stringify(log.lines)).not.toContain('jane@acme.example');
  });
});
