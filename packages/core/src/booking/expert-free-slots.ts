import type { BookingStore } from './booking-store';
import { freeSlots, type Slot, slotSearchRange } from './slots';

/**
 * The slot search of one expert (the slot picker, the directory's next free times, a lost race's alternatives):
 * their availability and their booked sessions of the next four weeks, read in one round trip, then core's slot
 * rules. Undefined when there is no such expert.
 */
export async function expertFreeSlots(
  store: Pick<BookingStore, 'expertSchedule'>,
  search: { expertId: string; sessionMinutes: number },
  now: Date,
): Promise<Slot[] | undefined> {
  const range = slotSearchRange(now);
  const schedule = await store.expertSchedule(search.expertId, {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
  });
  if (!schedule) return undefined;
  return freeSlots({ ...schedule, sessionMinutes: search.sessionMinutes, now });
}
