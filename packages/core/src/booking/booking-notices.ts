import type { Locale } from '../i18n/locales';
import type { Booking } from './booking-store';
import type { Expert } from './expert';

/** What happened to a booking, or which reminder is due: each is one mail to the member and one to the expert. */
export const BOOKING_NOTICE_KINDS = ['booked', 'rescheduled', 'cancelled', 'reminder-24h', 'reminder-1h'] as const;
export type BookingNoticeKind = (typeof BOOKING_NOTICE_KINDS)[number];

/** One side of a booking as its mail needs them: where it goes, in which language, on which clock. */
export interface BookingParty {
  email: string;
  /** How the mail greets them: a member's first name (what they chose to share), an expert's name. */
  name: string;
  locale: Locale;
  /** The IANA zone the mail's times are written in. */
  timeZone: string;
}

export interface BookingNotice {
  kind: BookingNoticeKind;
  /** The booking as it now stands (moved, or cancelled with who cancelled). */
  booking: Booking;
  /** For a reschedule: where it was, so the mail can say "moved from … to …". */
  previous?: Pick<Booking, 'startsAt' | 'endsAt'> | undefined;
  expert: Expert;
  member: BookingParty;
  expertContact: BookingParty;
}

/**
 * Mails both sides about a booking, each in their language and time zone, branded like the other mails, with the
 * calendar file (calendar-file.ts) that adds, moves or removes the event. What a canceller wrote is never mailed.
 */
export interface BookingNotifier {
  send(notice: BookingNotice): Promise<void>;
}

/**
 * The reminders of a booked session, 24 h and 1 h before (those still ahead). Planned when a booking is made or
 * moved, dropped when it is cancelled or moved; a reminder is sent at most once, and never for a session no longer
 * booked at that time. AWS: one-time EventBridge Scheduler schedules calling a reminder Lambda; locally: due rows
 * read from the database by an in-process scheduler that survives a restart.
 */
export interface ReminderScheduler {
  plan(booking: Booking): Promise<void>;
  drop(bookingId: string): Promise<void>;
}

/** How long before the session each reminder goes out. */
export const REMINDER_LEAD_MINUTES: Readonly<Record<'reminder-24h' | 'reminder-1h', number>> = {
  'reminder-24h': 24 * 60,
  'reminder-1h': 60,
};
