import type { ExpertBooking, ExpertProfile, MemberBooking } from '@kinwell/contracts';
import {
  type Booking,
  canReschedule,
  type Expert,
  type Locale,
  localizedText,
  type MemberSharedProfile,
} from '@kinwell/core';

/** The booking fields every view shares (never its timestamps of record, nor the cancel reason by default). */
const bookingFields = (booking: Booking) => ({
  id: booking.id,
  expertId: booking.expertId,
  startsAt: booking.startsAt,
  endsAt: booking.endsAt,
  status: booking.status,
  sequence: booking.sequence,
});

/** An expert's public profile in the reader's language: no sign-in address, no video link. */
export const expertProfileView = (expert: Expert, locale: Locale): ExpertProfile => ({
  id: expert.id,
  name: expert.name,
  photoUrl: expert.photoUrl,
  credentials: expert.credentials,
  specialties: [...expert.specialties],
  languages: [...expert.languages],
  gender: expert.gender,
  timeZone: expert.timeZone,
  sessionMinutes: [...expert.sessionMinutes],
  bio: localizedText(expert.bio, locale),
  locationKind: expert.location.kind,
});

/** A member's booking: who with, how to join while booked, whether it may still change, what the expert wrote. */
export function memberBookingView(booking: Booking, expert: Expert | undefined, now: Date): MemberBooking {
  return {
    ...bookingFields(booking),
    memberId: booking.memberId,
    expert: {
      id: booking.expertId,
      name: expert?.name ?? '',
      photoUrl: expert?.photoUrl ?? '',
      locationKind: expert?.location.kind ?? 'video',
    },
    ...(booking.status === 'booked' && expert?.location.kind === 'video' ? { videoUrl: expert.location.url } : {}),
    changeable: canReschedule(booking, now),
    ...(booking.cancelledBy ? { cancelledBy: booking.cancelledBy } : {}),
    ...(booking.cancelledBy === 'expert' && booking.cancelReason ? { cancelReason: booking.cancelReason } : {}),
  };
}

/** A booking on the expert's console: only what the member chose to share. */
export function expertBookingView(booking: Booking, member: MemberSharedProfile | undefined): ExpertBooking {
  return {
    ...bookingFields(booking),
    member: { firstName: member?.firstName ?? '', goals: [...(member?.goals ?? [])] },
    ...(booking.cancelledBy ? { cancelledBy: booking.cancelledBy } : {}),
    ...(booking.cancelReason ? { cancelReason: booking.cancelReason } : {}),
  };
}
