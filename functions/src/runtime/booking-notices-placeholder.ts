// PLACEHOLDER until the booking mail and reminder adapters land (issue 14, booking-notices): the local composition
// root takes its BookingNotifier and ReminderScheduler from here only, so swapping in the real ones (booking mail
// into the local mailbox; the in-process reminder scheduler) is a change to this one file. Nothing is sent or
// planned; each call leaves a debug line with the booking's id and the notice's kind only.
import type { BookingNotifier, ReminderScheduler } from '@kinwell/core';

export const localBookingNotifier = (): BookingNotifier => ({
  send: async (notice) => console.debug(`[booking] ${notice.kind} ${notice.booking.id}: no notifier yet`),
});

export const localReminderScheduler = (): ReminderScheduler => ({
  plan: async (booking) => console.debug(`[booking] reminders of ${booking.id}: no scheduler yet`),
  drop: async (bookingId) => console.debug(`[booking] reminders of ${bookingId} dropped: no scheduler yet`),
});
