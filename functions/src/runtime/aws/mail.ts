// The mail group's AWS composition root: SES templates, the company bucket (who may be invited), SQL rate
// limits, the user pool (the caller) and APP_URL (links in mails must point into it).
import { InvitationMails } from '@kinwell/core';
import type { MailDeps } from '../../mail/mail-deps';
import { companyDirectoryFromEnv } from './company-bucket';
import { rateLimiterFromEnv } from './database';
import { type Env, MailEnv } from './env';
import { templatedMailFromEnv } from './templated-mail';
import { identityFromEnv } from './user-pool';

export function mailDeps(env: Env = process.env): MailDeps {
  const { APP_URL } = MailEnv.parse(env);
  const mail = templatedMailFromEnv(env);
  return {
    identity: identityFromEnv(env),
    invitations: new InvitationMails({
      companies: companyDirectoryFromEnv(env),
      limiter: rateLimiterFromEnv(env),
      mail,
      appUrl: APP_URL,
    }),
  };
}
