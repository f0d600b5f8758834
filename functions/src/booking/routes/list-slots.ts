import { bookingRoutes, ExpertPath, type SlotsResponse } from '@kinwell/contracts';
import { bookingMessages, expertFreeSlots, NotFoundError, ValidationError } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import type { BookingGroupDeps } from '../booking-deps';

/** The slot picker: one expert's free times over the next four weeks, for a session length they offer. */
export const listSlots = ({ bookings, clock }: BookingGroupDeps) =>
  defineRoute(bookingRoutes.listSlots, async ({ pathParameters, query }) => {
    const { expertId } = ExpertPath.parse(pathParameters);
    const expert = await bookings.getExpert(expertId);
    if (!expert || expert.retiredAt) throw new NotFoundError(bookingMessages.expertNotFound, 'booking.expertNotFound');
    if (!expert.sessionMinutes.some((minutes) => minutes === query.sessionMinutes)) {
      throw new ValidationError(bookingMessages.sessionLengthNotOffered, 'booking.sessionLengthNotOffered');
    }
    const slots =
      (await expertFreeSlots(bookings, { expertId, sessionMinutes: query.sessionMinutes }, clock.now())) ?? [];
    return jsonResponse(200, { expertId, sessionMinutes: query.sessionMinutes, slots } satisfies SlotsResponse);
  });
