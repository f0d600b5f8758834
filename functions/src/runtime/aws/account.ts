// The account group's AWS composition root: every store that holds a member's personal data (the CRM — Zoho or
// SQL —, theme events, personal addresses, the company bucket's invites), the user pool (password check, deletion),
// SES templates (the confirmation) and APP_URL (its brand).
import { memberMailBranding, memberPersonalData, systemClock } from '@kinwell/core';
import {
  SqlBookingStore,
  SqlChatStore,
  SqlCoachStore,
  SqlPersonalEmailStore,
  SqlProgressStore,
  SqlThemeEventsRepository,
} from '@kinwell/database';
import type { AccountDeps } from '../../account/account-deps';
import { companyDirectoryFromEnv } from './company-bucket';
import { crmFromEnv } from './crm-records';
import { databaseFromEnv, rateLimiterFromEnv } from './database';
import { type Env, MailEnv } from './env';
import { templatedMailFromEnv } from './templated-mail';
import { identityFromEnv } from './user-pool';

export function accountDeps(env: Env = process.env): AccountDeps {
  const { APP_URL } = MailEnv.parse(env);
  const database = databaseFromEnv(env);
  const companies = companyDirectoryFromEnv(env);
  return {
    identity: identityFromEnv(env),
    limiter: rateLimiterFromEnv(env, database),
    personalData: memberPersonalData({
      crm: crmFromEnv(env, database, companies),
      themeEvents: new SqlThemeEventsRepository(database),
      progress: new SqlProgressStore(database),
      companies,
      personalEmails: new SqlPersonalEmailStore(database),
      bookings: new SqlBookingStore(database),
      coach: new SqlCoachStore(database),
      chat: new SqlChatStore(database),
    }),
    mail: templatedMailFromEnv(env),
    branding: async (member) => (await memberMailBranding(companies, member.email, APP_URL)).branding,
    clock: systemClock,
  };
}
