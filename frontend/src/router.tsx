import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { Loader } from './components/loader';
import { NotFoundPage, RouteErrorPage } from './components/not-found-page';
import type { AuthContext } from './features/auth/auth-store';
import type { CatalogArea } from './lib/i18n';
import { routeTree } from './routeTree.gen';

/** What every route's `beforeLoad`/`loader` receives. Guards read the session from `auth`. */
export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthContext;
}

interface CreateAppRouterOptions extends RouterContext {
  /** Tests pass a memory history. */
  history?: RouterHistory;
  /** The site's origin, read from window otherwise: the build's prerender, in Node, names one. */
  origin?: string;
  /** On unless set false: the build's prerender, in Node, has no window to restore. */
  scrollRestoration?: boolean;
}

export function createAppRouter({
  queryClient,
  auth,
  history,
  origin,
  scrollRestoration = true,
}: CreateAppRouterOptions) {
  return createRouter({
    routeTree,
    context: { queryClient, auth },
    ...(history ? { history } : {}),
    ...(origin ? { origin } : {}),
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns caching: the router must not cache on top of it.
    defaultPreloadStaleTime: 0,
    scrollRestoration,
    // Spec sections 2 and 8: unknown routes and unhandled errors both show the 404 page.
    defaultNotFoundComponent: () => <NotFoundPage />,
    // A navigation still loading after the router's pending delay (1 s) shows the loader, not a blank page.
    defaultPendingComponent: () => <Loader />,
    defaultErrorComponent: RouteErrorPage,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The Lingui catalog area the route's page needs besides the shell's (lib/i18n.ts); the root loads it. */
    catalogArea?: CatalogArea;
  }
}
