import { bookingRoutes } from '@kinwell/contracts';
import type { ExpertGroupDeps } from '../../booking/booking-deps';
import { defineRoute, jsonResponse } from '../../http';
import { callingExpert, expertSelfView } from '../expert-caller';

/** The signed-in expert's own profile. */
export const readMyExpertProfile = (deps: ExpertGroupDeps) =>
  defineRoute(bookingRoutes.readMyExpertProfile, async ({ caller, event }) => {
    const expert = await callingExpert(deps, caller, event);
    return jsonResponse(200, { expert: expertSelfView(expert) });
  });
