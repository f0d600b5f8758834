import {
  BOOKING_STATUSES,
  type Booking as CoreBooking,
  type Expert as CoreExpert,
  type Slot as CoreSlot,
  type ExpertAvailability,
  GENDERS,
  GOALS,
  isTimeZone,
  minutesOfTime,
  SESSION_MINUTES,
  type SessionBalance,
} from '@kinwell/core';
import * as z from 'zod';
import type { RouteContract } from './http';
import { LocalizedText, SelfCareText } from './self-care';

/**
 * Experts and 1:1 bookings (issue 14; docs/decisions/010-booking.md). Times are instants in ISO 8601 (answers in
 * UTC, `…Z`); an expert's hours are wall-clock times on their own clock, with their IANA zone beside them. Core's
 * types are checked against these shapes, so the two cannot drift.
 */

/** An expert's id, as ops give it to the CLI (`--id amelie-durand`): lowercase words joined by hyphens. */
export const ExpertId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'Expert ids are lowercase words joined by hyphens' });

export const BookingId = z.uuid();

export const TimeZone = z
  .string()
  .max(64)
  .refine((value) => isTimeZone(value), { error: 'Time zones are IANA names such as Europe/Paris' });

/** A calendar day, `2027-03-14`, that exists. */
export const Day = z.iso.date();

/** A time on a clock, `09:30`; `24:00` ends a day. */
export const ClockTime = z
  .string()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { message: 'Times are HH:MM, from 00:00 to 24:00' });

const startsBeforeEnd = { error: 'Hours must end after they start', path: ['end'] };
const inOrder = (hours: { start: string; end: string }) => minutesOfTime(hours.start) < minutesOfTime(hours.end);

export const WeeklyHours = z
  .strictObject({ weekday: z.number().int().min(1).max(7), start: ClockTime, end: ClockTime })
  .refine(inOrder, startsBeforeEnd);
export const ExtraHours = z
  .strictObject({ day: Day, start: ClockTime, end: ClockTime })
  .refine(inOrder, startsBeforeEnd);

/** What an expert sets on the console: every list replaced at once, read on their own clock. */
export const AvailabilityInput = z.strictObject({
  weekly: z.array(WeeklyHours).max(50),
  daysOff: z.array(Day).max(366),
  extra: z.array(ExtraHours).max(200),
});
export type AvailabilityInput = z.infer<typeof AvailabilityInput>;

export const AvailabilityResponse = AvailabilityInput.extend({
  timeZone: z.string(),
}) satisfies z.ZodType<ExpertAvailability>;
export type AvailabilityResponse = z.infer<typeof AvailabilityResponse>;

export const SessionMinutes = z.literal([...SESSION_MINUTES]);
export const LocationKind = z.enum(['video', 'phone']);

/** A language a session is held in: a BCP 47 tag such as `en` or `pt-BR`. */
export const LanguageTag = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, { message: 'Languages are tags such as en or pt-BR' });

const expertFields = {
  id: ExpertId,
  name: z.string().trim().min(1).max(120),
  photoUrl: z.string().max(2000),
  credentials: z.string().trim().min(1).max(300),
  specialties: z.array(z.enum(GOALS)).min(1).max(GOALS.length),
  languages: z.array(LanguageTag).min(1).max(20),
  gender: z.enum(GENDERS),
  timeZone: TimeZone,
  sessionMinutes: z.array(SessionMinutes).min(1).max(SESSION_MINUTES.length),
};

/** An expert as ops add them: the bio in every language they have, and where sessions happen. */
export const ExpertInput = z.strictObject({
  ...expertFields,
  bio: LocalizedText,
  location: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('video'), url: z.url({ protocol: /^https$/ }) }),
    z.strictObject({ kind: z.literal('phone') }),
  ]),
  /** Whether members may write to them in chat; absent: they do (ops' `--no-chat` turns it off). */
  takesChat: z.boolean().optional(),
}) satisfies z.ZodType<Omit<CoreExpert, 'retiredAt'>>;
export type ExpertInput = z.infer<typeof ExpertInput>;

/**
 * An expert's public profile, in the reader's language: what the directory and /book-session/{id} show. The video
 * link is not in it (booked members get it with their confirmation), only how sessions happen.
 */
export const ExpertProfile = z.strictObject({
  ...expertFields,
  bio: SelfCareText,
  locationKind: LocationKind,
});
export type ExpertProfile = z.infer<typeof ExpertProfile>;

export const Slot = z.strictObject({
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
}) satisfies z.ZodType<CoreSlot>;
export type Slot = z.infer<typeof Slot>;

/** The directory: filters on a goal, a language, a gender; `soonest` orders by the first free time. */
export const ExpertsQuery = z.strictObject({
  goal: z.enum(GOALS).optional(),
  language: LanguageTag.optional(),
  gender: z.enum(GENDERS).optional(),
  sort: z.enum(['name', 'soonest']).default('name'),
});
export type ExpertsQuery = z.infer<typeof ExpertsQuery>;

export const ExpertsResponse = z.object({
  experts: z.array(ExpertProfile.extend({ nextSlots: z.array(Slot).max(10) })),
});
export type ExpertsResponse = z.infer<typeof ExpertsResponse>;

/** The slot picker of one expert: the next four weeks for a session length. */
export const SlotsQuery = z.strictObject({
  sessionMinutes: z.coerce.number().pipe(SessionMinutes).default(50),
});
export const SlotsResponse = z.object({
  expertId: z.string(),
  sessionMinutes: SessionMinutes,
  slots: z.array(Slot),
});
export type SlotsResponse = z.infer<typeof SlotsResponse>;

export const BookingStatus = z.enum(BOOKING_STATUSES);

export const Booking = z.object({
  id: z.string(),
  expertId: z.string(),
  memberId: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  status: BookingStatus,
  sequence: z.number().int().min(0),
}) satisfies z.ZodType<
  Pick<CoreBooking, 'id' | 'expertId' | 'memberId' | 'startsAt' | 'endsAt' | 'status' | 'sequence'>
>;
export type Booking = z.infer<typeof Booking>;

/** Book a slot: the session's length picks its end; the member is the caller, never the body. */
export const BookRequest = z.strictObject({
  expertId: ExpertId,
  startsAt: z.iso.datetime({ offset: true }),
  sessionMinutes: SessionMinutes,
  /** The member's own zone (the browser's), for the times in their mail; the expert's when absent. */
  timeZone: TimeZone.optional(),
});
export type BookRequest = z.infer<typeof BookRequest>;

/** Move a booked session (the booking's id is in the path): same length, a new start. */
export const RescheduleRequest = z.strictObject({
  startsAt: z.iso.datetime({ offset: true }),
  /** As in BookRequest: the member's zone for their mail. */
  timeZone: TimeZone.optional(),
});
export type RescheduleRequest = z.infer<typeof RescheduleRequest>;

/** Cancel a booked session, with a reason for the other side (kept in the app, never mailed or logged). */
export const CancelRequest = z.strictObject({
  reason: z.string().trim().max(500).optional(),
});
export type CancelRequest = z.infer<typeof CancelRequest>;

export const BookingResponse = z.object({ booking: Booking });
export type BookingResponse = z.infer<typeof BookingResponse>;

/** The member's "My bookings": upcoming earliest first, past latest first. */
export const MemberBookingsResponse = z.object({
  upcoming: z.array(Booking),
  past: z.array(Booking),
});
export type MemberBookingsResponse = z.infer<typeof MemberBookingsResponse>;

export const SessionBalanceResponse = z.object({
  year: z.number().int(),
  allowance: z.number().int().min(0),
  used: z.number().int().min(0),
  remaining: z.number().int().min(0),
}) satisfies z.ZodType<SessionBalance>;
export type SessionBalanceResponse = z.infer<typeof SessionBalanceResponse>;

/** The 409 of a lost race: the error answer's message and code, and the expert's next free times to pick from. */
export const SlotTakenResponse = z.object({
  message: z.string(),
  code: z.string(),
  nextSlots: z.array(Slot).max(10),
});
export type SlotTakenResponse = z.infer<typeof SlotTakenResponse>;

/** A member's booking as "My bookings" and the dashboard show it: who with, and how to join once booked. */
export const MemberBooking = Booking.extend({
  expert: z.object({ id: z.string(), name: z.string(), photoUrl: z.string(), locationKind: LocationKind }),
  /** The expert's own video link, for a session still booked; phone sessions have none (the expert calls). */
  videoUrl: z.string().optional(),
  /** Whether the member may still move or cancel it free of charge (core's 24 h rule, now). */
  changeable: z.boolean(),
  cancelledBy: z.enum(['member', 'expert']).optional(),
  /** What the expert wrote when they cancelled (the member's own reason is theirs, not echoed). */
  cancelReason: z.string().optional(),
});
export type MemberBooking = z.infer<typeof MemberBooking>;

export const MemberBookingsListResponse = z.object({
  upcoming: z.array(MemberBooking),
  past: z.array(MemberBooking),
  balance: SessionBalanceResponse,
});
export type MemberBookingsListResponse = z.infer<typeof MemberBookingsListResponse>;

export const MemberBookingResponse = z.object({ booking: MemberBooking });
export type MemberBookingResponse = z.infer<typeof MemberBookingResponse>;

/** A booking as the expert's console shows it: only what the member chose to share (first name, goals). */
export const ExpertBooking = Booking.omit({ memberId: true }).extend({
  member: z.object({ firstName: z.string(), goals: z.array(z.enum(GOALS)) }),
  cancelledBy: z.enum(['member', 'expert']).optional(),
  cancelReason: z.string().optional(),
});
export type ExpertBooking = z.infer<typeof ExpertBooking>;

export const ExpertBookingsResponse = z.object({
  upcoming: z.array(ExpertBooking),
  past: z.array(ExpertBooking),
});
export type ExpertBookingsResponse = z.infer<typeof ExpertBookingsResponse>;

export const ExpertBookingResponse = z.object({ booking: ExpertBooking });

/** The signed-in expert's own profile on the console, video link included. */
export const ExpertSelfResponse = z.object({ expert: ExpertInput });
export type ExpertSelfResponse = z.infer<typeof ExpertSelfResponse>;

export const ExpertPath = z.object({ expertId: ExpertId });
export const BookingPath = z.object({ bookingId: BookingId });

/**
 * The booking endpoint groups (one Lambda each): `booking` for members (the directory, slots, their bookings and
 * balance), `expert` for the expert console (the expert role only; an expert sees only their own bookings).
 */
export const bookingRoutes = {
  listExperts: {
    group: 'booking',
    method: 'GET',
    path: '/api/experts',
    auth: 'session',
    query: ExpertsQuery,
    response: ExpertsResponse,
  },
  readExpert: {
    group: 'booking',
    method: 'GET',
    path: '/api/experts/{expertId}',
    auth: 'session',
    response: z.object({ expert: ExpertProfile }),
  },
  listSlots: {
    group: 'booking',
    method: 'GET',
    path: '/api/experts/{expertId}/slots',
    auth: 'session',
    query: SlotsQuery,
    response: SlotsResponse,
  },
  /** The caller's bookings, upcoming and past, with the year's sponsored-session balance. */
  listMyBookings: {
    group: 'booking',
    method: 'GET',
    path: '/api/bookings',
    auth: 'session',
    response: MemberBookingsListResponse,
  },
  /**
   * 409 `booking.slotTaken` with `SlotTakenResponse` on a lost race (and `booking.notAFreeSlot`, same shape, for a
   * time never offered); 403 `booking.noSessionsLeft` past the balance.
   */
  book: {
    group: 'booking',
    method: 'POST',
    path: '/api/bookings',
    auth: 'session',
    body: BookRequest,
    response: MemberBookingResponse,
    status: 201,
  },
  reschedule: {
    group: 'booking',
    method: 'POST',
    path: '/api/bookings/{bookingId}/reschedule',
    auth: 'session',
    body: RescheduleRequest,
    response: MemberBookingResponse,
  },
  cancelBooking: {
    group: 'booking',
    method: 'POST',
    path: '/api/bookings/{bookingId}/cancel',
    auth: 'session',
    body: CancelRequest,
    response: MemberBookingResponse,
  },
  readMyExpertProfile: {
    group: 'expert',
    method: 'GET',
    path: '/api/expert/me',
    auth: 'session',
    response: ExpertSelfResponse,
  },
  readAvailability: {
    group: 'expert',
    method: 'GET',
    path: '/api/expert/availability',
    auth: 'session',
    response: AvailabilityResponse,
  },
  saveAvailability: {
    group: 'expert',
    method: 'PUT',
    path: '/api/expert/availability',
    auth: 'session',
    body: AvailabilityInput,
    response: AvailabilityResponse,
  },
  listExpertBookings: {
    group: 'expert',
    method: 'GET',
    path: '/api/expert/bookings',
    auth: 'session',
    response: ExpertBookingsResponse,
  },
  expertCancelBooking: {
    group: 'expert',
    method: 'POST',
    path: '/api/expert/bookings/{bookingId}/cancel',
    auth: 'session',
    body: CancelRequest,
    response: ExpertBookingResponse,
  },
} as const satisfies Record<string, RouteContract>;
