import { BookingPath, bookingRoutes } from '@kinwell/contracts';
import { cancelSession } from '@kinwell/core';
import { bookingChangeDeps } from '../../booking/booking-change-deps';
import type { ExpertGroupDeps } from '../../booking/booking-deps';
import { expertBookingView } from '../../booking/booking-views';
import { defineRoute, jsonResponse } from '../../http';
import { callingExpert } from '../expert-caller';

/** The expert cancels one of their own booked sessions, with a reason the member sees; never counted as used. */
export const expertCancelBooking = (deps: ExpertGroupDeps) =>
  defineRoute(bookingRoutes.expertCancelBooking, async ({ body, caller, event, pathParameters, telemetry }) => {
    const { bookingId } = BookingPath.parse(pathParameters);
    const expert = await callingExpert(deps, caller, event);
    const booking = await cancelSession(
      bookingChangeDeps(deps, telemetry.logger),
      { expert },
      { bookingId, reason: body.reason },
    );
    return jsonResponse(200, {
      booking: expertBookingView(booking, await deps.members.sharedProfile(booking.memberId)),
    });
  });
