import { type SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  buildMimeMessage,
  type DiagnosticLog,
  MailDeliveryError,
  type MailSender,
  normalizeEmail,
  type OutgoingMail,
} from '@kinwell/core';

export interface SesMailSenderOptions {
  client: SESv2Client;
  /** The verified sender, e.g. `Kinwell <no-reply@mail.kinwell.example>`, unless a mail names its own. */
  from: string;
  configurationSet?: string | undefined;
  /** Where a refused send is reported (the function's logger). */
  log: DiagnosticLog;
  /** The Date header of raw messages; the clock in tests. */
  now?: () => Date;
}

const encoder = new TextEncoder();

/**
 * The mail port on SES v2 for mail rendered here rather than from an SES template (the account-code mail of the
 * Cognito custom email sender, the booking mails): SendEmail with `Content.Simple`, text and HTML parts; a mail with
 * files (a booking's calendar file) goes as `Content.Raw`, the MIME message built by core's `buildMimeMessage`.
 */
export class SesMailSender implements MailSender {
  constructor(private readonly options: SesMailSenderOptions) {}

  async send(mail: OutgoingMail): Promise<{ id: string }> {
    const from = mail.from ?? this.options.from;
    const to = normalizeEmail(mail.to);
    const raw = Boolean(mail.attachments?.length);
    try {
      const answer = await this.options.client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [to] },
          Content: raw
            ? {
                Raw: {
                  Data: encoder.encode(
                    buildMimeMessage({ ...mail, from, to, date: this.options.now?.() ?? new Date() }),
                  ),
                },
              }
            : {
                Simple: {
                  Subject: { Data: mail.subject, Charset: 'UTF-8' },
                  Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
                },
              },
          ...(this.options.configurationSet ? { ConfigurationSetName: this.options.configurationSet } : {}),
        }),
      );
      if (!answer.MessageId) throw new Error('SES answered without a MessageId');
      return { id: answer.MessageId };
    } catch (error) {
      // The name only: the message of an SES refusal can quote the address.
      this.options.log.error(raw ? 'SES SendEmail (raw) failed' : 'SES SendEmail (simple) failed', {
        error: { name: error instanceof Error ? error.name : 'Error' },
      });
      throw new MailDeliveryError();
    }
  }
}
