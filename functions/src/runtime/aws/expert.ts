// The expert group's AWS composition root (the expert console): experts and bookings in SQL (Data API), the caller's
// account (Cognito GetUser: the address that links them to their expert row), what members shared (the CRM: Zoho or
// SQL; the SQL CRM's account names are never read here, so no company bucket), and the booking mail and reminders.
import { crmMemberProfiles, systemClock } from '@kinwell/core';
import { SqlBookingStore } from '@kinwell/database';
import type { ExpertGroupDeps } from '../../booking/booking-deps';
import { bookingNotifierFromEnv, reminderSchedulerFromEnv } from './booking-notices-placeholder';
import { crmFromEnv } from './crm-records';
import { databaseFromEnv } from './database';
import type { Env } from './env';
import { identityFromEnv } from './user-pool';

export function expertGroupDeps(env: Env = process.env): ExpertGroupDeps {
  const database = databaseFromEnv(env);
  const identity = identityFromEnv(env);
  return {
    bookings: new SqlBookingStore(database),
    members: crmMemberProfiles(crmFromEnv(env, database, undefined)),
    notifier: bookingNotifierFromEnv(),
    reminders: reminderSchedulerFromEnv(),
    identity,
    clock: systemClock,
    verifyCaller: (token) => identity.verifyAccessToken(token),
  };
}
