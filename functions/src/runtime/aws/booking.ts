// The booking group's AWS composition root: experts and bookings in SQL (Data API), the member's company metadata
// (S3, the sponsored sessions), their account (Cognito GetUser), what they shared (the CRM: Zoho or SQL), and the
// booking mail and reminders.
import { crmMemberProfiles, systemClock } from '@kinwell/core';
import { SqlBookingStore } from '@kinwell/database';
import type { BookingGroupDeps } from '../../booking/app';
import { bookingNotifierFromEnv } from './booking-notices';
import { companyDirectoryFromEnv } from './company-bucket';
import { crmFromEnv } from './crm-records';
import { databaseFromEnv } from './database';
import type { Env } from './env';
import { reminderSchedulerFromEnv } from './reminder-scheduler';
import { identityFromEnv } from './user-pool';

export function bookingGroupDeps(env: Env = process.env): BookingGroupDeps {
  const database = databaseFromEnv(env);
  const companies = companyDirectoryFromEnv(env);
  const identity = identityFromEnv(env);
  return {
    bookings: new SqlBookingStore(database),
    members: crmMemberProfiles(crmFromEnv(env, database, companies)),
    notifier: bookingNotifierFromEnv(env, database),
    reminders: reminderSchedulerFromEnv(env),
    identity,
    companies,
    clock: systemClock,
    verifyCaller: (token) => identity.verifyAccessToken(token),
  };
}
