import { createFileRoute, redirect } from '@tanstack/react-router';
import { signedInHome } from '../../features/auth/onboarding-gate';

/**
 * Auth-layout screens for guests only (spec section 2): sign in, sign up, verification, password reset.
 * A signed-in user is sent on: to /onboarding until onboarded, then to /dashboard.
 */
export const Route = createFileRoute('/_auth/_guest')({
  beforeLoad: ({ context }) => {
    if (context.auth.state.isLoggedIn)
      throw redirect({ to: signedInHome(context.auth.state.isOnboarded, context.auth.state.role) });
  },
});
