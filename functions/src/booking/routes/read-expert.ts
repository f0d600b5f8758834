import { bookingRoutes, ExpertPath } from '@kinwell/contracts';
import { bookingMessages, NotFoundError } from '@kinwell/core';
import { defineRoute, jsonResponse, requestLocale } from '../../http';
import type { BookingGroupDeps } from '../booking-deps';
import { expertProfileView } from '../booking-views';

/** One active expert's public profile. */
export const readExpert = ({ bookings }: BookingGroupDeps) =>
  defineRoute(bookingRoutes.readExpert, async ({ pathParameters, event }) => {
    const { expertId } = ExpertPath.parse(pathParameters);
    const expert = await bookings.getExpert(expertId);
    if (!expert || expert.retiredAt) throw new NotFoundError(bookingMessages.expertNotFound, 'booking.expertNotFound');
    return jsonResponse(200, { expert: expertProfileView(expert, requestLocale(event)) });
  });
