import { bookingRoutes } from '@kinwell/contracts';
import type { ExpertGroupDeps } from '../../booking/booking-deps';
import { defineRoute, jsonResponse } from '../../http';
import { callingExpert } from '../expert-caller';

/** Replaces the expert's availability whole (booked sessions stay booked; only new bookings follow the new hours). */
export const saveAvailability = (deps: ExpertGroupDeps) =>
  defineRoute(bookingRoutes.saveAvailability, async ({ body, caller, event }) => {
    const expert = await callingExpert(deps, caller, event);
    await deps.bookings.setAvailability(expert.id, body);
    const saved = await deps.bookings.getAvailability(expert.id);
    return jsonResponse(200, saved ?? { timeZone: expert.timeZone, ...body });
  });
