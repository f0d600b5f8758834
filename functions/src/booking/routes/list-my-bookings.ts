import { bookingRoutes, type MemberBookingsListResponse } from '@kinwell/contracts';
import { memberBookingsOverview } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import type { BookingGroupDeps } from '../booking-deps';
import { bookingMember } from '../booking-member';
import { memberBookingView } from '../booking-views';

/** The caller's "My bookings": upcoming and past, with this year's sponsored-session balance. */
export const listMyBookings = (deps: BookingGroupDeps) =>
  defineRoute(bookingRoutes.listMyBookings, async ({ caller, event }) => {
    const member = await bookingMember(deps, caller, event);
    const now = deps.clock.now();
    const overview = await memberBookingsOverview(deps.bookings, member, now);
    const view = (booking: (typeof overview.upcoming)[number]) =>
      memberBookingView(booking, overview.experts.get(booking.expertId), now);
    return jsonResponse(200, {
      upcoming: overview.upcoming.map(view),
      past: overview.past.map(view),
      balance: overview.balance,
    } satisfies MemberBookingsListResponse);
  });
