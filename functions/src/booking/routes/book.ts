import { bookingRoutes } from '@kinwell/contracts';
import { bookSession } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import { bookingChangeDeps } from '../booking-change-deps';
import type { BookingGroupDeps } from '../booking-deps';
import { bookingMember } from '../booking-member';
import { memberBookingView } from '../booking-views';

/** Books a free slot for the caller: 201; 409 with the next free times on a lost race; 403 past the balance. */
export const book = (deps: BookingGroupDeps) =>
  defineRoute(bookingRoutes.book, async ({ body, caller, event, telemetry }) => {
    const member = await bookingMember(deps, caller, event, body.timeZone);
    const booking = await bookSession(bookingChangeDeps(deps, telemetry.logger), member, body, member.allowance);
    const expert = await deps.bookings.getExpert(booking.expertId);
    return jsonResponse(201, { booking: memberBookingView(booking, expert, deps.clock.now()) });
  });
