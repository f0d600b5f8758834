import { bookingRoutes } from '@kinwell/contracts';
import type { ExpertGroupDeps } from '../../booking/booking-deps';
import { defineRoute, jsonResponse } from '../../http';
import { callingExpert } from '../expert-caller';

/** The expert's weekly hours, days off and extra hours, on their own clock. */
export const readAvailability = (deps: ExpertGroupDeps) =>
  defineRoute(bookingRoutes.readAvailability, async ({ caller, event }) => {
    const expert = await callingExpert(deps, caller, event);
    const availability = await deps.bookings.getAvailability(expert.id);
    return jsonResponse(200, availability ?? { timeZone: expert.timeZone, weekly: [], daysOff: [], extra: [] });
  });
