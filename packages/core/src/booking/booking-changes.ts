import { DEFAULT_LOCALE, type Locale, preferredLocale } from '../i18n/locales';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import { bookingMessages } from './booking-messages';
import type { BookingNoticeKind, BookingNotifier, BookingParty, ReminderScheduler } from './booking-notices';
import type { Booking, BookingStore } from './booking-store';
import { cancellationOutcome, canReschedule } from './change-rules';
import type { Expert } from './expert';
import { expertFreeSlots } from './expert-free-slots';
import type { MemberProfiles } from './member-profiles';
import { freeSlots, type Slot, slotSearchRange } from './slots';
import { sessionYear, yearRange } from './sponsored-sessions';

/** How many next free times a lost race offers instead (the directory's cards show as many). */
export const NEXT_SLOTS_OFFERED = 10;

const MINUTE_MS = 60_000;

/** What the booking use cases work with: the store, the mail and reminders of a change, the clock. */
export interface BookingChangeDeps {
  store: BookingStore;
  notifier: BookingNotifier;
  reminders: ReminderScheduler;
  members: MemberProfiles;
  now(): Date;
  newId(): string;
  /**
   * Told when a booking's mail or reminders failed after the change was made: the change stands (the member must
   * not book twice because a mail bounced), so the failure is reported, never answered.
   */
  noticeFailed(error: unknown, notice: { kind: BookingNoticeKind; bookingId: string }): void;
}

/** The member acting on their bookings: who they are and where their mail goes. */
export interface BookingMember {
  sub: string;
  email: string;
  locale: Locale;
  /** The member's IANA zone, for their mail; the expert's when the app did not say. */
  timeZone?: string | undefined;
}

/** A lost race (409): the answer carries the expert's next free times to pick from. */
export class SlotTakenError extends ConflictError {
  constructor(nextSlots: readonly Slot[]) {
    super(bookingMessages.slotTaken, 'booking.slotTaken');
    this.answerFields = { nextSlots: nextSlots.slice(0, NEXT_SLOTS_OFFERED) };
  }
}

const instant = (value: string) => new Date(value).toISOString();
const overlaps = (a: { startsAt: string; endsAt: string }, b: { startsAt: string; endsAt: string }) =>
  Date.parse(a.startsAt) < Date.parse(b.endsAt) && Date.parse(b.startsAt) < Date.parse(a.endsAt);

async function activeExpert(store: BookingStore, expertId: string): Promise<Expert> {
  const expert = await store.getExpert(expertId);
  if (!expert || expert.retiredAt) throw new NotFoundError(bookingMessages.expertNotFound, 'booking.expertNotFound');
  return expert;
}

/** The caller's own booking; anyone else's reads exactly like one that does not exist. */
async function ownBooking(store: BookingStore, bookingId: string, owns: (booking: Booking) => boolean) {
  const booking = await store.getBooking(bookingId);
  if (!booking || !owns(booking)) throw new NotFoundError(bookingMessages.bookingNotFound, 'booking.bookingNotFound');
  return booking;
}

/** The refusal of a time that is not (or no longer) free: a race lost to a booked session, or a time never offered. */
async function refusal(deps: BookingChangeDeps, expertId: string, slot: Slot, sessionMinutes: number, ignore?: string) {
  const taken = (await deps.store.expertBookings(expertId, { from: slot.startsAt, to: slot.endsAt })).some(
    (booking) => booking.status === 'booked' && booking.id !== ignore && overlaps(booking, slot),
  );
  const nextSlots = (await expertFreeSlots(deps.store, { expertId, sessionMinutes }, deps.now())) ?? [];
  if (taken) return new SlotTakenError(nextSlots);
  // A time never offered (a stale page, hours changed since): the same answer's shape, so the app offers the next.
  const notFree = new ConflictError(bookingMessages.notAFreeSlot, 'booking.notAFreeSlot');
  notFree.answerFields = { nextSlots: nextSlots.slice(0, NEXT_SLOTS_OFFERED) };
  return notFree;
}

/** The expert's side of a booking's mail: their sign-in address, on their own clock, in their first app language. */
export const expertParty = (expert: Expert): BookingParty => ({
  email: expert.email ?? '',
  name: expert.name,
  locale: preferredLocale(expert.languages),
  timeZone: expert.timeZone,
});

async function memberParty(
  deps: BookingChangeDeps,
  booking: Booking,
  expert: Expert,
  member: Partial<BookingMember>,
): Promise<BookingParty> {
  const profile = await deps.members.sharedProfile(booking.memberId);
  return {
    email: member.email ?? profile.email ?? '',
    name: profile.firstName,
    locale: member.locale ?? DEFAULT_LOCALE,
    timeZone: member.timeZone ?? expert.timeZone,
  };
}

/** After a change is stored: its reminders, then its mail to both sides. Failures are reported, not thrown. */
async function announce(
  deps: BookingChangeDeps,
  kind: Extract<BookingNoticeKind, 'booked' | 'rescheduled' | 'cancelled'>,
  booking: Booking,
  expert: Expert,
  member: Partial<BookingMember>,
  previous?: Pick<Booking, 'startsAt' | 'endsAt'>,
): Promise<void> {
  try {
    if (kind !== 'booked') await deps.reminders.drop(booking.id);
    if (kind !== 'cancelled') await deps.reminders.plan(booking);
  } catch (error) {
    deps.noticeFailed(error, { kind, bookingId: booking.id });
  }
  try {
    await deps.notifier.send({
      kind,
      booking,
      ...(previous ? { previous } : {}),
      expert,
      member: await memberParty(deps, booking, expert, member),
      expertContact: expertParty(expert),
    });
  } catch (error) {
    deps.noticeFailed(error, { kind, bookingId: booking.id });
  }
}

/**
 * Books a free slot of an active expert for the member, within the year's sponsored sessions (`allowance`, the
 * member's company's). The slot must be one the slot search offers now; the database has the last word on a race.
 */
export async function bookSession(
  deps: BookingChangeDeps,
  member: BookingMember,
  request: { expertId: string; startsAt: string; sessionMinutes: number },
  allowance: number,
): Promise<Booking> {
  const expert = await activeExpert(deps.store, request.expertId);
  if (!expert.sessionMinutes.some((minutes) => minutes === request.sessionMinutes)) {
    throw new ValidationError(bookingMessages.sessionLengthNotOffered, 'booking.sessionLengthNotOffered');
  }
  const now = deps.now();
  const startsAt = instant(request.startsAt);
  const slot = { startsAt, endsAt: new Date(Date.parse(startsAt) + request.sessionMinutes * MINUTE_MS).toISOString() };
  const free = (await expertFreeSlots(deps.store, request, now)) ?? [];
  if (!free.some((candidate) => candidate.startsAt === slot.startsAt)) {
    throw await refusal(deps, expert.id, slot, request.sessionMinutes);
  }
  const result = await deps.store.book({ id: deps.newId(), expertId: expert.id, memberId: member.sub, ...slot }, now, {
    limit: allowance,
    ...yearRange(sessionYear(slot.startsAt)),
  });
  if (!result.ok) {
    if (result.reason === 'slot_taken') throw await refusal(deps, expert.id, slot, request.sessionMinutes);
    if (result.reason === 'no_sessions_left') {
      throw new ForbiddenError(bookingMessages.noSessionsLeft, 'booking.noSessionsLeft');
    }
    throw new NotFoundError(bookingMessages.expertNotFound, 'booking.expertNotFound');
  }
  await announce(deps, 'booked', result.booking, expert, member);
  return result.booking;
}

/**
 * Moves the member's booked session to another free time of the same expert, same length, while a change is free. A
 * move into another year must fit that year's sponsored sessions (`allowance`) as a new booking would.
 */
export async function rescheduleSession(
  deps: BookingChangeDeps,
  member: BookingMember,
  request: { bookingId: string; startsAt: string },
  allowance: number,
): Promise<Booking> {
  const booking = await ownBooking(deps.store, request.bookingId, (found) => found.memberId === member.sub);
  if (booking.status !== 'booked') {
    throw new NotFoundError(bookingMessages.bookingNotFound, 'booking.bookingNotFound');
  }
  const now = deps.now();
  if (!canReschedule(booking, now)) throw new ConflictError(bookingMessages.tooLateToChange, 'booking.tooLateToChange');
  const expert = await activeExpert(deps.store, booking.expertId);
  const sessionMs = Date.parse(booking.endsAt) - Date.parse(booking.startsAt);
  const startsAt = instant(request.startsAt);
  const slot = { startsAt, endsAt: new Date(Date.parse(startsAt) + sessionMs).toISOString() };
  // The session's own time is free for its move (a move by half an hour overlaps where it was).
  const range = slotSearchRange(now);
  const schedule = await deps.store.expertSchedule(expert.id, {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
  });
  const free = schedule
    ? freeSlots({
        availability: schedule.availability,
        busy: schedule.busy.filter((busy) => !(busy.startsAt === booking.startsAt && busy.endsAt === booking.endsAt)),
        sessionMinutes: sessionMs / MINUTE_MS,
        now,
      })
    : [];
  if (!free.some((candidate) => candidate.startsAt === slot.startsAt)) {
    throw await refusal(deps, expert.id, slot, sessionMs / MINUTE_MS, booking.id);
  }
  const year = sessionYear(slot.startsAt);
  // Within its year a move changes no count; across New Year it leaves one year's count for the other's. (Not under
  // the member's lock, unlike a booking: a member racing their own move against a booking is not worth one.)
  if (
    year !== sessionYear(booking.startsAt) &&
    (await deps.store.usedSessions(member.sub, yearRange(year))) >= allowance
  ) {
    throw new ForbiddenError(bookingMessages.noSessionsLeft, 'booking.noSessionsLeft');
  }
  const result = await deps.store.reschedule({ bookingId: booking.id, ...slot }, now);
  if (!result.ok) {
    if (result.reason === 'slot_taken') throw await refusal(deps, expert.id, slot, sessionMs / MINUTE_MS, booking.id);
    throw new NotFoundError(bookingMessages.bookingNotFound, 'booking.bookingNotFound');
  }
  await announce(deps, 'rescheduled', result.booking, expert, member, booking);
  return result.booking;
}

/**
 * Cancels a booked session, by its member or its expert: in time it is a plain cancellation; later (inside 24 h)
 * a member's counts as used (core's rule); an expert's never does. A session already begun cannot be cancelled.
 */
export async function cancelSession(
  deps: BookingChangeDeps,
  by: { member: BookingMember } | { expert: Expert },
  request: { bookingId: string; reason?: string | undefined },
): Promise<Booking> {
  const side = 'member' in by ? 'member' : 'expert';
  const booking = await ownBooking(deps.store, request.bookingId, (found) =>
    'member' in by ? found.memberId === by.member.sub : found.expertId === by.expert.id,
  );
  if (booking.status !== 'booked') {
    throw new NotFoundError(bookingMessages.bookingNotFound, 'booking.bookingNotFound');
  }
  const now = deps.now();
  const status = cancellationOutcome(booking, now, side);
  if (!status) throw new ConflictError(bookingMessages.tooLateToCancel, 'booking.tooLateToCancel');
  const reason = request.reason?.trim() || undefined;
  const cancelled = await deps.store.cancel({ bookingId: booking.id, status, by: side, reason }, now);
  if (!cancelled) throw new NotFoundError(bookingMessages.bookingNotFound, 'booking.bookingNotFound');
  const expert = 'expert' in by ? by.expert : await deps.store.getExpert(booking.expertId);
  if (expert) await announce(deps, 'cancelled', cancelled, expert, 'member' in by ? by.member : {});
  return cancelled;
}

/**
 * Retires an expert (ops): they leave the directory and take no new booking; their sessions still ahead are
 * cancelled by the expert side (both told, reminders dropped). Answers the cancelled bookings; undefined when there
 * is no active expert of that id.
 */
export async function retireExpert(deps: BookingChangeDeps, expertId: string): Promise<Booking[] | undefined> {
  const expert = await deps.store.getExpert(expertId);
  const now = deps.now();
  if (!expert || !(await deps.store.retireExpert(expertId, now))) return undefined;
  const ahead = await deps.store.expertBookings(expertId, {
    from: now.toISOString(),
    to: new Date(now.getTime() + 3 * 366 * 24 * 60 * MINUTE_MS).toISOString(),
  });
  const cancelled: Booking[] = [];
  for (const booking of ahead) {
    if (booking.status !== 'booked' || Date.parse(booking.startsAt) <= now.getTime()) continue;
    const done = await deps.store.cancel({ bookingId: booking.id, status: 'cancelled', by: 'expert' }, now);
    if (!done) continue;
    cancelled.push(done);
    await announce(deps, 'cancelled', done, expert, {});
  }
  return cancelled;
}
