import type { Migration } from '../migrate';

/**
 * What a booking's reminders need (docs/decisions/014-booking-mails-and-reminders.md): who they go to, kept when
 * the booking is made or moved, and, for the local runtime's in-process scheduler, the reminders still to send. A
 * reminder is claimed by setting `sent_at` in the statement that reads it, so it goes out at most once, across
 * restarts and processes. Both tables' rows go with their booking (a member's account deletion erases them).
 * In AWS reminders are EventBridge Scheduler schedules: `booking_reminders` stays empty there.
 */
export const bookingReminders: Migration = {
  name: '008-booking-reminders',
  statements: [
    `CREATE TABLE booking_parties (
      booking_id TEXT PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
      member JSONB NOT NULL,
      expert JSONB NOT NULL,
      updated_at TIMESTAMPTZ NOT NULL
    )`,
    `CREATE TABLE booking_reminders (
      booking_id TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('reminder-24h', 'reminder-1h')),
      due_at TIMESTAMPTZ NOT NULL,
      sent_at TIMESTAMPTZ,
      PRIMARY KEY (booking_id, kind)
    )`,
    // The scheduler's poll: unsent reminders by due time.
    'CREATE INDEX booking_reminders_due ON booking_reminders (due_at) WHERE sent_at IS NULL',
  ],
};
