import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/**
 * The booking pages (spec: public): the directory and the expert profiles. They speak from the `booking` catalog.
 * Booking is the members' side: a signed-in expert is sent to their console.
 */
export const Route = createFileRoute('/_default/book-session')({
  staticData: { catalogArea: 'booking' },
  beforeLoad: ({ context }) => {
    if (context.auth.state.isLoggedIn && context.auth.state.role === 'expert')
      throw redirect({ to: '/expert', replace: true });
  },
  component: Outlet,
});
