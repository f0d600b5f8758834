import { BookingPath, bookingRoutes } from '@kinwell/contracts';
import { rescheduleSession } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import { bookingChangeDeps } from '../booking-change-deps';
import type { BookingGroupDeps } from '../booking-deps';
import { bookingMember } from '../booking-member';
import { memberBookingView } from '../booking-views';

/** Moves one of the caller's booked sessions to another free time, while a change is still free. */
export const reschedule = (deps: BookingGroupDeps) =>
  defineRoute(bookingRoutes.reschedule, async ({ body, caller, event, pathParameters, telemetry }) => {
    const { bookingId } = BookingPath.parse(pathParameters);
    const member = await bookingMember(deps, caller, event, body.timeZone);
    const booking = await rescheduleSession(
      bookingChangeDeps(deps, telemetry.logger),
      member,
      { bookingId, startsAt: body.startsAt },
      member.allowance,
    );
    const expert = await deps.bookings.getExpert(booking.expertId);
    return jsonResponse(200, { booking: memberBookingView(booking, expert, deps.clock.now()) });
  });
