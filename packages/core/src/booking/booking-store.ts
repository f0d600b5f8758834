import type { ExpertAvailability } from './availability';
import type { BookingStatus } from './booking-status';
import type { Expert } from './expert';
import type { Slot } from './slots';

/** A session a member booked with an expert; its id is also the calendar UID's, for its whole life. */
export interface Booking {
  id: string;
  expertId: string;
  memberId: string;
  startsAt: string;
  endsAt: string;
  status: BookingStatus;
  /** Raised by every change (a reschedule, the cancellation): the calendar file's SEQUENCE. */
  sequence: number;
  createdAt: string;
  updatedAt: string;
  cancelledBy?: 'member' | 'expert' | undefined;
  /** What the canceller wrote: shown to the other side in the app, never logged or mailed. */
  cancelReason?: string | undefined;
}

export type NewBooking = Pick<Booking, 'id' | 'expertId' | 'memberId' | 'startsAt' | 'endsAt'>;

/** The session's time overlaps one already booked with the expert: the database refused it. */
export interface SlotTaken {
  ok: false;
  reason: 'slot_taken';
}
/** The member has used every sponsored session of the year. */
export interface NoSessionsLeft {
  ok: false;
  reason: 'no_sessions_left';
}
/** No active expert of that id (never added, or retired). */
export interface ExpertNotFound {
  ok: false;
  reason: 'expert_not_found';
}
/** No booked session of that id (never made, cancelled, or someone else's). */
export interface BookingNotFound {
  ok: false;
  reason: 'not_found';
}
export type BookResult = { ok: true; booking: Booking } | SlotTaken | NoSessionsLeft | ExpertNotFound;
export type RescheduleResult = { ok: true; booking: Booking } | SlotTaken | BookingNotFound;

/** The year's sessions a booking must fit in: at most `limit` used ones starting in `from`–`to`, this one included. */
export interface SessionAllowance {
  limit: number;
  from: string;
  to: string;
}

/**
 * Experts, their availability and their bookings (SQL in both runtimes). No two booked sessions of one expert
 * overlap: the database itself refuses the second (docs/decisions/010-booking.md), so a race has one winner and
 * the loser gets `SlotTaken`, never a raw database error.
 */
export interface BookingStore {
  /** Adds an expert; false when the id, or their sign-in email, is taken. */
  addExpert(expert: Expert): Promise<boolean>;
  getExpert(expertId: string): Promise<Expert | undefined>;
  /** The active expert who signs in with this address (trimmed, lowercased), if any: the console's caller. */
  expertByEmail(email: string): Promise<Expert | undefined>;
  /** Experts by name; retired ones only when asked. */
  listExperts(options?: { includeRetired?: boolean }): Promise<Expert[]>;
  /** Lets members write to the expert in chat, or stops it (`expert chat ID --no-chat`); false: no such expert. */
  setTakesChat(expertId: string, takesChat: boolean): Promise<boolean>;
  /** Retires an expert at `at`; false when there is no active expert of that id. */
  retireExpert(expertId: string, at: Date): Promise<boolean>;

  /** Replaces an expert's weekly hours, days off and extra hours at once (their zone is their own); false: no expert. */
  setAvailability(expertId: string, availability: Omit<ExpertAvailability, 'timeZone'>): Promise<boolean>;
  getAvailability(expertId: string): Promise<ExpertAvailability | undefined>;

  /** The slot search's read, in one round trip: the expert's availability and their booked sessions in the range. */
  expertSchedule(
    expertId: string,
    range: { from: string; to: string },
  ): Promise<{ availability: ExpertAvailability; busy: Slot[] } | undefined>;
  /** An expert's bookings of every status overlapping `from`–`to`, earliest first. */
  expertBookings(expertId: string, range: { from: string; to: string }): Promise<Booking[]>;
  /**
   * Books a session with an active expert, within the member's allowance when one is given (counted under a lock on
   * the member, so two bookings at once cannot both take the last session).
   */
  book(booking: NewBooking, at: Date, allowance?: SessionAllowance): Promise<BookResult>;
  /** Moves a booked session in one statement: same id (and UID), sequence raised. */
  reschedule(change: { bookingId: string; startsAt: string; endsAt: string }, at: Date): Promise<RescheduleResult>;
  /** Cancels a booked session; undefined when none of that id is booked. */
  cancel(
    change: {
      bookingId: string;
      status: Extract<BookingStatus, 'cancelled' | 'late_cancelled'>;
      by: 'member' | 'expert';
      reason?: string | undefined;
    },
    at: Date,
  ): Promise<Booking | undefined>;
  getBooking(bookingId: string): Promise<Booking | undefined>;
  /** A member's bookings of every status, earliest first (their list, and their data export). */
  memberBookings(memberId: string): Promise<Booking[]>;
  /** The member's used sessions (booked or late-cancelled) starting in `from`–`to`. */
  usedSessions(memberId: string, range: { from: string; to: string }): Promise<number>;
  /** Erases a member's bookings (their account deletion); none left is no error. */
  deleteForMember(memberId: string): Promise<void>;
}
