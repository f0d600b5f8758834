// The mail group's AWS composition root: SES templates, the company bucket (who may be invited), SQL rate
// limits and members' personal addresses (where the welcome goes), the user pool (the caller) and APP_URL (links in
// mails point into it).
import { InvitationMails } from '@kinwell/core';
import { SqlPersonalEmailStore } from '@kinwell/database';
import type { MailDeps } from '../../mail/mail-deps';
import { companyDirectoryFromEnv } from './company-bucket';
import { databaseFromEnv, rateLimiterFromEnv } from './database';
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
      limiter: rateLimiterFromEnv(env, database),
      mail,
      personalEmails: new SqlPersonalEmailStore(database),
      appUrl: APP_URL,
    }),
  };
}
