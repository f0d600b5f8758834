// PLACEHOLDER until the booking mail and reminder adapters land (issue 14, booking-notices): the AWS roots of the
// booking and expert groups take their BookingNotifier and ReminderScheduler from here only, so swapping in the real
// ones (SES templated booking mail; EventBridge Scheduler) is a change to this one file. Each call is logged, with
// the booking's id and the notice's kind only (never a member's data).
import type { BookingNotifier, ReminderScheduler } from '@kinwell/core';

const logged = (message: string, fields: Record<string, unknown>) =>
  console.info(JSON.stringify({ level: 'info', message, ...fields }));

export const bookingNotifierFromEnv = (): BookingNotifier => ({
  send: async (notice) =>
    logged('Booking notice not sent: no notifier yet', { kind: notice.kind, bookingId: notice.booking.id }),
});

export const reminderSchedulerFromEnv = (): ReminderScheduler => ({
  plan: async (booking) => logged('Booking reminders not planned: no scheduler yet', { bookingId: booking.id }),
  drop: async (bookingId) => logged('Booking reminders not dropped: no scheduler yet', { bookingId }),
});
