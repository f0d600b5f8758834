import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * Auth-layout screens for signed-in users (spec section 2: /onboarding). A guest is sent to /login, which
 * brings them back here afterwards. A guard is not authorization: every API route checks the token again.
 */
export const Route = createFileRoute('/_auth/_signed-in')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.state.isLoggedIn) throw redirect({ to: '/login', search: { redirect: location.href } });
    // Member pages are not an expert's: they work from their console (issue 14).
    if (context.auth.state.role === 'expert') throw redirect({ to: '/expert', replace: true });
  },
});
