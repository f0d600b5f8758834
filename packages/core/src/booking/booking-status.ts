/**
 * A booking's life: `booked`, then perhaps `cancelled` (in time: nothing is used) or `late_cancelled` (inside the
 * free-change notice: the session counts as used). A rescheduled booking stays `booked`, at its new time.
 */
export const BOOKING_STATUSES = ['booked', 'cancelled', 'late_cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Whether a booking holds the expert's time (only a booked session does: a cancelled one frees it for others). */
export const holdsTime = (status: BookingStatus): boolean => status === 'booked';

/** Whether a booking uses one of the member's sponsored sessions. */
export const usesSession = (status: BookingStatus): boolean => status === 'booked' || status === 'late_cancelled';
