// The expert group's AWS composition root (the expert console): experts and bookings in SQL (Data API), the caller's
// account (Cognito GetUser: the address that links them to their expert row), what members shared (the CRM: Zoho or
// SQL; the SQL CRM's account names are never read here), and the booking mail (branded from the company bucket) and reminders.
import { crmMemberProfiles, systemClock } from '@kinwell/core';
import { SqlBookingStore } from '@kinwell/database';
import type { ExpertGroupDeps } from '../../booking/booking-deps';
import { bookingNotifierFromEnv } from './booking-notices';
import { crmFromEnv } from './crm-records';
import { databaseFromEnv } from './database';
import type { Env } from './env';
import { reminderSchedulerFromEnv } from './reminder-scheduler';
import { identityFromEnv } from './user-pool';

export function expertGroupDeps(env: Env = process.env): ExpertGroupDeps {
  const database = databaseFromEnv(env);
  const identity = identityFromEnv(env);
  return {
    bookings: new SqlBookingStore(database),
    members: crmMemberProfiles(crmFromEnv(env, database, undefined)),
    notifier: bookingNotifierFromEnv(env, database),
    reminders: reminderSchedulerFromEnv(env),
    identity,
    clock: systemClock,
    verifyCaller: (token) => identity.verifyAccessToken(token),
  };
}
