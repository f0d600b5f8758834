import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage, RouteErrorPage } from '../components/not-found-page';
import type { RouterContext } from '../router';

/**
 * The root renders no chrome: each pathless layout (`_default`, `_auth`, `_splash`) brings its own.
 * App-wide rules of spec section 2 (expo redirect to /splash, server-asked redirects) will go in `beforeLoad` here.
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Outside every layout: the 404 page brings its own <main> landmark.
  notFoundComponent: () => <NotFoundPage standalone />,
  errorComponent: (props) => <RouteErrorPage {...props} standalone />,
});
