import { randomUUID } from 'node:crypto';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { BookingChangeDeps } from '@kinwell/core';
import type { ExpertGroupDeps } from './booking-deps';

/** The booking use cases' deps from a group's: new ids, and failed mail or reminders logged (the change stands). */
export const bookingChangeDeps = (deps: ExpertGroupDeps, logger: Logger): BookingChangeDeps => ({
  store: deps.bookings,
  notifier: deps.notifier,
  reminders: deps.reminders,
  members: deps.members,
  now: () => deps.clock.now(),
  newId: randomUUID,
  noticeFailed: (error, notice) =>
    logger.error('A booking changed but its mail or reminders failed', { ...notice, error }),
});
