import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SesTemplatedMail } from '@kinwell/adapters-aws/ses-templated-mail';
import { type Env, MailEnv } from './env';
import { lazyClient } from './lazy-client';
import { lambdaTelemetry } from './telemetry';

/** Product mail through this environment's SES v2 templates. */
export function templatedMailFromEnv(env: Env = process.env): SesTemplatedMail {
  const config = MailEnv.parse(env);
  return new SesTemplatedMail({
    client: lazyClient(() => new SESv2Client({})),
    from: config.MAIL_FROM,
    configurationSet: config.MAIL_CONFIGURATION_SET,
    templatePrefix: config.MAIL_TEMPLATE_PREFIX,
    log: lambdaTelemetry.logger,
  });
}
