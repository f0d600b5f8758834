import type { Logger } from '@aws-lambda-powertools/logger';
import type { MailSender } from '@kinwell/core';
import { accountCodeMail } from '@kinwell/email-templates';
import type { CustomEmailSenderTriggerEvent } from 'aws-lambda';
import { jsonTelemetry } from '../observability/telemetry';
import { codeMailRequest } from './code-mail-request';

export interface CustomEmailSenderDeps {
  /** The plaintext of Cognito's encrypted code (the AWS Encryption SDK with the pool's KMS key, in AWS). */
  decryptCode(encryptedCode: string): Promise<string>;
  mail: MailSender;
}

/**
 * The user pool's custom email sender: Cognito hands over each code (KMS-encrypted) instead of mailing it with its
 * own unbranded, English-only, 50-a-day mailer; this decrypts it and sends our account-code mail through SES. A
 * source it does not handle is logged and left alone. A failure throws: Cognito then fails the call that asked
 * for the code (sign-up, resend, forgot password), and the app says so rather than wait for a mail never sent.
 */
export function createCustomEmailSenderHandler(
  { decryptCode, mail }: CustomEmailSenderDeps,
  logger: Logger = jsonTelemetry().logger,
) {
  // The trigger source only: never the address, never the code.
  const log = (level: 'info' | 'error', message: string, event: CustomEmailSenderTriggerEvent, extra = {}) =>
    logger[level](message, { triggerSource: event.triggerSource, ...extra });
  return async (event: CustomEmailSenderTriggerEvent): Promise<void> => {
    const outcome = codeMailRequest(event);
    if ('ignored' in outcome) {
      log('info', `Custom email sender: nothing sent, ${outcome.ignored}`, event);
      return;
    }
    const { to, purpose, locale, encryptedCode } = outcome.request;
    const code = await decryptCode(encryptedCode);
    // The same rendering as the local identity's mail, in the member's language. No company brand yet: finding
    // the company would cost an S3 read per code, and the code mail is the same for every company today.
    await mail.send({ to, ...accountCodeMail(purpose, code, { locale }) });
    log('info', 'Custom email sender: code mail sent', event, { purpose });
  };
}
