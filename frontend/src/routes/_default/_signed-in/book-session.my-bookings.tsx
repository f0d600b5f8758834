import { createFileRoute } from '@tanstack/react-router';
import { MyBookingsPage } from '../../../features/booking/components/my-bookings-page';

/**
 * My bookings: the member's upcoming and past sessions, under the booking pages' path but signed in only (the
 * `_signed-in` guard; an expert is sent to their console there too). No loader: see book-session/index.tsx.
 */
export const Route = createFileRoute('/_default/_signed-in/book-session/my-bookings')({
  staticData: { catalogArea: 'booking' },
  component: MyBookingsPage,
});
