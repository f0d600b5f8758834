import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * The expert console's pages (issue 14): experts only. A guest signs in first; a member is sent to their dashboard.
 * A guard is not authorization: the expert endpoints check the role again. No component: its children render.
 */
export const Route = createFileRoute('/_default/_expert')({
  staticData: { catalogArea: 'booking' },
  beforeLoad: ({ context, location }) => {
    if (!context.auth.state.isLoggedIn) throw redirect({ to: '/login', search: { redirect: location.href } });
    if (context.auth.state.role !== 'expert') throw redirect({ to: '/dashboard', replace: true });
  },
});
