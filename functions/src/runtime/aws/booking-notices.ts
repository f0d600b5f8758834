// The booking mails in AWS: SES v2 raw messages (the .ics attached), the member's company brand from the company
// bucket, the parties and reminder claims in Aurora. The booking and expert groups' roots take
// `bookingNotifierFromEnv` (and `reminderSchedulerFromEnv`, reminder-scheduler.ts); the reminder Lambda's root is
// `bookingRemindersDeps`, which loads no Scheduler client (its schedules delete themselves).
import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { RdsDataDatabase } from '@kinwell/adapters-aws/rds-data-database';
import { SesMailSender } from '@kinwell/adapters-aws/ses-mail-sender';
import { mailBranding, memberMailBranding } from '@kinwell/core';
import { SqlBookingPartiesStore, SqlBookingStore, SqlReminderScheduler } from '@kinwell/database';
import { bookingLinks, MailBookingNotifier, organizerOf } from '@kinwell/email-templates';
import type { ReminderHandlerDeps } from '../../booking-reminders/send-reminder';
import { companyDirectoryFromEnv } from './company-bucket';
import { databaseFromEnv } from './database';
import { type Env, MailEnv } from './env';
import { lazyClient } from './lazy-client';
import { lambdaTelemetry } from './telemetry';

const now = () => new Date();

/** Needs bindMail, bindCompanyBucket (read) and bindDatabase. */
export function bookingNotifierFromEnv(env: Env = process.env, database: RdsDataDatabase = databaseFromEnv(env)) {
  const config = MailEnv.parse(env);
  const companies = companyDirectoryFromEnv(env);
  return new MailBookingNotifier({
    mail: new SesMailSender({
      client: lazyClient(() => new SESv2Client({})),
      from: config.MAIL_FROM,
      configurationSet: config.MAIL_CONFIGURATION_SET,
      log: lambdaTelemetry.logger,
    }),
    sender: organizerOf(config.MAIL_FROM),
    memberBranding: async (member) => (await memberMailBranding(companies, member.email, config.APP_URL)).branding,
    expertBranding: () => mailBranding(undefined, config.APP_URL),
    links: () => bookingLinks(config.APP_URL),
    parties: new SqlBookingPartiesStore(database, now),
    now,
    log: lambdaTelemetry.logger,
  });
}

/** The reminder Lambda: the booking read again, its parties, the claim, the mails. */
export function bookingRemindersDeps(env: Env = process.env): ReminderHandlerDeps {
  const database = databaseFromEnv(env);
  return {
    bookings: new SqlBookingStore(database),
    parties: new SqlBookingPartiesStore(database, now),
    notifier: bookingNotifierFromEnv(env, database),
    claims: new SqlReminderScheduler(database, now),
    now,
  };
}
