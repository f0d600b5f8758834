import { bookingRoutes, type ExpertBookingsResponse } from '@kinwell/contracts';
import { expertBookingsOverview } from '@kinwell/core';
import type { ExpertGroupDeps } from '../../booking/booking-deps';
import { expertBookingView } from '../../booking/booking-views';
import { defineRoute, jsonResponse } from '../../http';
import { callingExpert } from '../expert-caller';

/** The expert's own sessions, upcoming and past, each with the member's first name and goals only. */
export const listExpertBookings = (deps: ExpertGroupDeps) =>
  defineRoute(bookingRoutes.listExpertBookings, async ({ caller, event }) => {
    const expert = await callingExpert(deps, caller, event);
    const overview = await expertBookingsOverview(deps.bookings, deps.members, expert.id, deps.clock.now());
    const view = (booking: (typeof overview.upcoming)[number]) =>
      expertBookingView(booking, overview.members.get(booking.memberId));
    return jsonResponse(200, {
      upcoming: overview.upcoming.map(view),
      past: overview.past.map(view),
    } satisfies ExpertBookingsResponse);
  });
