import type { CompanyDirectory } from '../company/company-directory';
import type { Caller } from '../ports/identity';
import { ForbiddenError } from '../shared/errors';
import { bookingMessages } from './booking-messages';
import type { Booking, BookingStore } from './booking-store';
import type { Expert } from './expert';
import { roleOf } from './expert-role';
import type { MemberProfiles, MemberSharedProfile } from './member-profiles';
import {
  type SessionBalance,
  sessionBalance,
  sessionYear,
  sponsoredSessionsPerYear,
  yearRange,
} from './sponsored-sessions';

const DAY_MS = 24 * 3_600_000;
/** How far back and ahead the expert console lists sessions. */
export const EXPERT_CONSOLE_DAYS = 365;

/**
 * Bookings as lists show them: upcoming (booked, not yet over) earliest first; past (over, or cancelled) latest
 * first.
 */
export function splitBookings(bookings: readonly Booking[], now: Date): { upcoming: Booking[]; past: Booking[] } {
  const byStart = [...bookings].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const isUpcoming = (booking: Booking) => booking.status === 'booked' && Date.parse(booking.endsAt) > now.getTime();
  return { upcoming: byStart.filter(isUpcoming), past: byStart.filter((booking) => !isUpcoming(booking)).reverse() };
}

/** The sessions a member's company sponsors per year (its metadata's number, else the default). */
export async function memberAllowance(
  companies: Pick<CompanyDirectory, 'eligibility' | 'get'>,
  email: string,
): Promise<number> {
  const { companyId } = await companies.eligibility(email);
  const company = companyId ? await companies.get(companyId) : undefined;
  return sponsoredSessionsPerYear(company ?? {});
}

/** A member's "My bookings": their bookings, the experts they are with, and this year's balance. */
export async function memberBookingsOverview(
  store: BookingStore,
  member: { sub: string; allowance: number },
  now: Date,
): Promise<{ upcoming: Booking[]; past: Booking[]; balance: SessionBalance; experts: Map<string, Expert> }> {
  const year = sessionYear(now);
  const [bookings, used] = await Promise.all([
    store.memberBookings(member.sub),
    store.usedSessions(member.sub, yearRange(year)),
  ]);
  const experts = new Map<string, Expert>();
  for (const expertId of new Set(bookings.map((booking) => booking.expertId))) {
    const expert = await store.getExpert(expertId);
    if (expert) experts.set(expertId, expert);
  }
  return { ...splitBookings(bookings, now), balance: sessionBalance(year, member.allowance, used), experts };
}

/**
 * The expert behind a console request: the caller must hold the expert role (their token's groups) and be linked to
 * an active expert by the address they sign in with. Anyone else is refused (403), whatever the console asks.
 */
export async function expertOfCaller(
  store: Pick<BookingStore, 'expertByEmail'>,
  caller: Caller,
  email: () => Promise<string>,
): Promise<Expert> {
  if (roleOf(caller) !== 'expert') throw new ForbiddenError(bookingMessages.expertsOnly, 'booking.expertsOnly');
  const expert = await store.expertByEmail(await email());
  if (!expert) throw new ForbiddenError(bookingMessages.expertsOnly, 'booking.expertsOnly');
  return expert;
}

/** The expert console's sessions (a year back and ahead), each with what its member chose to share. */
export async function expertBookingsOverview(
  store: BookingStore,
  members: MemberProfiles,
  expertId: string,
  now: Date,
): Promise<{ upcoming: Booking[]; past: Booking[]; members: Map<string, MemberSharedProfile> }> {
  const bookings = await store.expertBookings(expertId, {
    from: new Date(now.getTime() - EXPERT_CONSOLE_DAYS * DAY_MS).toISOString(),
    to: new Date(now.getTime() + EXPERT_CONSOLE_DAYS * DAY_MS).toISOString(),
  });
  const profiles = new Map<string, MemberSharedProfile>();
  await Promise.all(
    [...new Set(bookings.map((booking) => booking.memberId))].map(async (memberId) => {
      profiles.set(memberId, await members.sharedProfile(memberId));
    }),
  );
  return { ...splitBookings(bookings, now), members: profiles };
}
