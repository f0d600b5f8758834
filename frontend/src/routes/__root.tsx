import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import { NotFoundPage, RouteErrorPage } from '../components/not-found-page';
import { onboardingGate } from '../features/auth/onboarding-gate';
import { ToastRegion } from '../features/toasts/components/toast-region';
import type { RouterContext } from '../router';

/**
 * The root renders no chrome: each pathless layout (`_default`, `_auth`, `_splash`) brings its own.
 * Its `beforeLoad` waits for the session restore (so every guard below sees the settled session) and applies
 * spec section 4's onboarding gate to every route. The expo redirect and server-asked redirects of spec
 * section 2 will go here too.
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    await context.auth.settled();
    const { isLoggedIn, isOnboarded } = context.auth.state;
    const target = onboardingGate({ isLoggedIn, isOnboarded, pathname: location.pathname });
    if (target) throw redirect({ to: target });
  },
  component: RootComponent,
  // Outside every layout: the 404 page brings its own <main> landmark.
  notFoundComponent: () => <NotFoundPage standalone />,
  errorComponent: (props) => <RouteErrorPage {...props} standalone />,
});

function RootComponent() {
  return (
    <>
      <Outlet />
      <ToastRegion />
    </>
  );
}
