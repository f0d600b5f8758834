import { availableIntervals, type ExpertAvailability, type Interval, mergeIntervals } from './availability';
import { wallClockOf } from './wall-clock';

/** How far ahead a member can book: the slot picker's four weeks. */
export const BOOKING_WINDOW_DAYS = 28;
/** The least time between booking and the session, so an expert is never surprised by one starting at once. */
export const MINIMUM_NOTICE_MINUTES = 4 * 60;
/**
 * Sessions start on a half-hour grid counted from the start of the expert's hours (09:00, 09:30, …), whatever
 * their length: a 50-minute session at 09:00 leaves 10:00 free, and members see tidy times.
 */
export const SLOT_STEP_MINUTES = 30;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A time a session can be booked at, as instants (ISO 8601, UTC). */
export interface Slot {
  startsAt: string;
  endsAt: string;
}

export interface SlotSearch {
  availability: ExpertAvailability;
  sessionMinutes: number;
  /** The expert's sessions already booked (active ones only): their time is taken. */
  busy: readonly Slot[];
  now: Date;
  minimumNoticeMinutes?: number;
  days?: number;
  stepMinutes?: number;
}

/** The range a slot search covers: from the minimum notice after `now` to the end of the booking window. */
export function slotSearchRange(
  now: Date,
  options: { minimumNoticeMinutes?: number; days?: number } = {},
): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() + (options.minimumNoticeMinutes ?? MINIMUM_NOTICE_MINUTES) * MINUTE_MS),
    to: new Date(now.getTime() + (options.days ?? BOOKING_WINDOW_DAYS) * DAY_MS),
  };
}

/**
 * Every free slot of one expert for a session length, earliest first: inside the expert's hours, clear of their
 * booked sessions, no sooner than the minimum notice, within the booking window. Slots are stepped in real time
 * from the start of each span of hours, so a night the clock changes has the slots its real hours hold.
 */
export function freeSlots(search: SlotSearch): Slot[] {
  const sessionMs = search.sessionMinutes * MINUTE_MS;
  const stepMs = (search.stepMinutes ?? SLOT_STEP_MINUTES) * MINUTE_MS;
  const range = slotSearchRange(search.now, search);
  const busy = mergeIntervals(
    search.busy.map((slot) => ({ start: new Date(slot.startsAt), end: new Date(slot.endsAt) })),
  );
  const slots: Slot[] = [];
  let next = 0;
  for (const span of availableIntervals(search.availability, range)) {
    for (let start = span.start.getTime(); start + sessionMs <= span.end.getTime(); start += stepMs) {
      const end = start + sessionMs;
      if (start < range.from.getTime()) continue;
      if (end > range.to.getTime()) break;
      // Busy spans are merged and sorted, and starts only grow: skip those over before this start, then one check.
      while (next < busy.length && (busy[next] as Interval).end.getTime() <= start) next++;
      const blocking = busy[next];
      if (blocking && blocking.start.getTime() < end) continue;
      slots.push({ startsAt: new Date(start).toISOString(), endsAt: new Date(end).toISOString() });
    }
  }
  return slots;
}

/** Slots grouped by the day they fall on for a reader in `timeZone` (a member's own calendar), days in order. */
export function slotsByDay(slots: readonly Slot[], timeZone: string): { day: string; slots: Slot[] }[] {
  const days: { day: string; slots: Slot[] }[] = [];
  for (const slot of slots) {
    const { day } = wallClockOf(new Date(slot.startsAt), timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.slots.push(slot);
    else days.push({ day, slots: [slot] });
  }
  return days;
}
