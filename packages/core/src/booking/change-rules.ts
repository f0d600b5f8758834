import type { BookingStatus } from './booking-status';

/**
 * Until this long before a session, the member may cancel or reschedule it freely. Inside it a cancellation is
 * late and the session counts as used (the expert kept the hour), and a reschedule is no longer offered.
 */
export const FREE_CHANGE_NOTICE_HOURS = 24;

const HOUR_MS = 3_600_000;

/** Whether a change at `now` is still free for a session starting at `startsAt` (exactly 24 h before still is). */
export function changeIsFree(startsAt: string, now: Date): boolean {
  return Date.parse(startsAt) - now.getTime() >= FREE_CHANGE_NOTICE_HOURS * HOUR_MS;
}

/**
 * What cancelling a booked session at `now` makes of it, or undefined when it cannot be cancelled any more (it has
 * begun, or is not booked). An expert's cancellation is never the member's fault: it is always a plain one.
 */
export function cancellationOutcome(
  booking: { startsAt: string; status: BookingStatus },
  now: Date,
  by: 'member' | 'expert',
): 'cancelled' | 'late_cancelled' | undefined {
  if (booking.status !== 'booked' || Date.parse(booking.startsAt) <= now.getTime()) return undefined;
  return by === 'expert' || changeIsFree(booking.startsAt, now) ? 'cancelled' : 'late_cancelled';
}

/** Whether the member may still move a booked session at `now`: only while a change is free. */
export function canReschedule(booking: { startsAt: string; status: BookingStatus }, now: Date): boolean {
  return booking.status === 'booked' && changeIsFree(booking.startsAt, now);
}
