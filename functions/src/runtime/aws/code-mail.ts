// The custom email sender's AWS composition root: the pool's KMS key (decrypting codes) and SES v2 (sending them).
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SesMailSender } from '@kinwell/adapters-aws/ses-mail-sender';
import type { CustomEmailSenderDeps } from '../../code-mail/custom-email-sender';
import { codeDecrypterFromEnv } from './code-decrypter';
import { CodeMailEnv, type Env } from './env';
import { lazyClient } from './lazy-client';
import { lambdaTelemetry } from './telemetry';

export function codeMailDeps(env: Env = process.env): CustomEmailSenderDeps {
  const config = CodeMailEnv.parse(env);
  return {
    decryptCode: codeDecrypterFromEnv(env),
    mail: new SesMailSender({
      client: lazyClient(() => new SESv2Client({})),
      from: config.MAIL_FROM,
      configurationSet: config.MAIL_CONFIGURATION_SET,
      log: lambdaTelemetry.logger,
    }),
  };
}
