import { createGroupHandler, type HandlerRuntime } from '../http';
import type { BookingGroupDeps } from './booking-deps';
import { book } from './routes/book';
import { cancelBooking } from './routes/cancel-booking';
import { listExperts } from './routes/list-experts';
import { listMyBookings } from './routes/list-my-bookings';
import { listSlots } from './routes/list-slots';
import { readExpert } from './routes/read-expert';
import { reschedule } from './routes/reschedule';

export type { BookingGroupDeps } from './booking-deps';

/**
 * The booking endpoint group (/api/experts*, /api/bookings*): the expert directory and free times for members, and
 * the caller's own bookings. Every booking route acts only on the caller's bookings; anyone else's is a 404.
 */
export function createBookingHandler(deps: BookingGroupDeps, runtime: HandlerRuntime = {}) {
  return createGroupHandler(
    [
      listExperts(deps),
      readExpert(deps),
      listSlots(deps),
      listMyBookings(deps),
      book(deps),
      reschedule(deps),
      cancelBooking(deps),
    ],
    { ...runtime, verifyCaller: deps.verifyCaller },
  );
}
