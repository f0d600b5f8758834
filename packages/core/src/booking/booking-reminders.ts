import type { BookingNotifier } from './booking-notices';
import { REMINDER_LEAD_MINUTES } from './booking-notices';
import type { BookingPartiesStore } from './booking-parties';
import type { Booking, BookingStore } from './booking-store';

export type ReminderKind = keyof typeof REMINDER_LEAD_MINUTES;
export const REMINDER_KINDS = Object.keys(REMINDER_LEAD_MINUTES) as ReminderKind[];

/** One reminder of one booking, as a scheduler holds it. */
export interface DueReminder {
  bookingId: string;
  kind: ReminderKind;
  /** When it is due: `startsAt` less the kind's lead. */
  dueAt: string;
}

/** When a reminder of a session starting at `startsAt` is due. */
export const reminderDueAt = (startsAt: string, kind: ReminderKind): string =>
  new Date(new Date(startsAt).getTime() - REMINDER_LEAD_MINUTES[kind] * 60_000).toISOString();

/**
 * The reminders a booking should still get at `now`: each kind whose time is ahead (a session booked 5 hours ahead
 * gets only the 1 h reminder). None for a booking no longer booked.
 */
export function remindersAhead(booking: Pick<Booking, 'id' | 'startsAt' | 'status'>, now: Date): DueReminder[] {
  if (booking.status !== 'booked') return [];
  return REMINDER_KINDS.map((kind) => ({
    bookingId: booking.id,
    kind,
    dueAt: reminderDueAt(booking.startsAt, kind),
  })).filter((reminder) => new Date(reminder.dueAt).getTime() > now.getTime());
}

export type ReminderOutcome = 'sent' | 'not_booked' | 'moved' | 'started' | 'no_parties';

export interface ReminderDeps {
  bookings: Pick<BookingStore, 'getBooking' | 'getExpert'>;
  parties: Pick<BookingPartiesStore, 'read'>;
  notifier: BookingNotifier;
  now: () => Date;
}

/**
 * Sends one due reminder after reading the booking again: nothing for a session cancelled since, moved since (its
 * reminder was planned for another time; the new one is planned anew), or already started (a scheduler far behind).
 */
export async function sendDueReminder(reminder: DueReminder, deps: ReminderDeps): Promise<ReminderOutcome> {
  const booking = await deps.bookings.getBooking(reminder.bookingId);
  if (booking?.status !== 'booked') return 'not_booked';
  if (reminderDueAt(booking.startsAt, reminder.kind) !== new Date(reminder.dueAt).toISOString()) return 'moved';
  if (new Date(booking.startsAt).getTime() <= deps.now().getTime()) return 'started';
  const [expert, parties] = await Promise.all([
    deps.bookings.getExpert(booking.expertId),
    deps.parties.read(booking.id),
  ]);
  if (!expert || !parties) return 'no_parties';
  await deps.notifier.send({ kind: reminder.kind, booking, expert, ...parties });
  return 'sent';
}
