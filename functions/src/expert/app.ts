import type { ExpertGroupDeps } from '../booking/booking-deps';
import { createGroupHandler, type HandlerRuntime } from '../http';
import { expertCancelBooking } from './routes/expert-cancel-booking';
import { listExpertBookings } from './routes/list-expert-bookings';
import { readAvailability } from './routes/read-availability';
import { readMyExpertProfile } from './routes/read-my-expert-profile';
import { saveAvailability } from './routes/save-availability';

/**
 * The expert endpoint group (/api/expert/*): the expert console. Every route is for the expert role only (403 for
 * members) and acts on the calling expert's own hours and bookings.
 */
export function createExpertHandler(deps: ExpertGroupDeps, runtime: HandlerRuntime = {}) {
  return createGroupHandler(
    [
      readMyExpertProfile(deps),
      readAvailability(deps),
      saveAvailability(deps),
      listExpertBookings(deps),
      expertCancelBooking(deps),
    ],
    { ...runtime, verifyCaller: deps.verifyCaller },
  );
}
