import { holdsTime } from './booking-status';
import type { BookingStore } from './booking-store';
import { freeSlots, type Slot, slotSearchRange } from './slots';

/**
 * The slot search of one expert (the slot picker, the directory's next free times, a lost race's alternatives):
 * their availability and their booked sessions of the next four weeks, read at once, then core's slot rules.
 * Undefined when there is no such expert.
 */
export async function expertFreeSlots(
  store: Pick<BookingStore, 'getAvailability' | 'expertBookings'>,
  search: { expertId: string; sessionMinutes: number },
  now: Date,
): Promise<Slot[] | undefined> {
  const range = slotSearchRange(now);
  const [availability, bookings] = await Promise.all([
    store.getAvailability(search.expertId),
    store.expertBookings(search.expertId, { from: range.from.toISOString(), to: range.to.toISOString() }),
  ]);
  if (!availability) return undefined;
  const busy = bookings.filter((booking) => holdsTime(booking.status));
  return freeSlots({ availability, sessionMinutes: search.sessionMinutes, busy, now });
}
