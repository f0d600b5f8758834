// The mail group's AWS composition root: SES templates, the company bucket (who may be invited), SQL rate
// limits and members' personal addresses (where the welcome goes), the user pool (the caller) and APP_URL (links in
// mails point into it).
import { InvitationMails, RateLimiter } from '@kinwell/core';
import { SqlPersonalEmailStore, SqlRateLimitStore } from '@kinwell/database';
import type { MailDeps } from '../../mail/mail-deps';
import { companyDirectoryFromEnv } from './company-bucket';
import { databaseFromEnv } from './database';
import { type Env, MailEnv } from './env';
import { templatedMailFromEnv } from './templated-mail';
import { identityFromEnv } from './user-pool';

export function mailDeps(env: Env = process.env): MailDeps {
  const { APP_URL } = MailEnv.parse(env);
  const mail = templatedMailFromEnv(env);
  const database = databaseFromEnv(env);
  return {
    identity: identityFromEnv(env),
    invitations: new InvitationMails({
      companies: companyDirectoryFromEnv(env),
      limiter: new RateLimiter(new SqlRateLimitStore(database), () => new Date()),
      mail,
      personalEmails: new SqlPersonalEmailStore(database),
      appUrl: APP_URL,
    }),
  };
}
