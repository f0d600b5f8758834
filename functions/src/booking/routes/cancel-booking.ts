import { BookingPath, bookingRoutes } from '@kinwell/contracts';
import { cancelSession } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import { bookingChangeDeps } from '../booking-change-deps';
import type { BookingGroupDeps } from '../booking-deps';
import { bookingMember } from '../booking-member';
import { memberBookingView } from '../booking-views';

/** Cancels one of the caller's booked sessions: free until 24 h before, counted as used after. */
export const cancelBooking = (deps: BookingGroupDeps) =>
  defineRoute(bookingRoutes.cancelBooking, async ({ body, caller, event, pathParameters, telemetry }) => {
    const { bookingId } = BookingPath.parse(pathParameters);
    const member = await bookingMember(deps, caller, event);
    const booking = await cancelSession(
      bookingChangeDeps(deps, telemetry.logger),
      { member },
      { bookingId, reason: body.reason },
    );
    const expert = await deps.bookings.getExpert(booking.expertId);
    return jsonResponse(200, { booking: memberBookingView(booking, expert, deps.clock.now()) });
  });
