import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundPage, RouteErrorPage } from './components/not-found-page';
import { routeTree } from './routeTree.gen';

/** What every route's `beforeLoad`/`loader` receives. Guards will read the session from here. */
export interface RouterContext {
  queryClient: QueryClient;
}

interface CreateAppRouterOptions extends RouterContext {
  /** Tests pass a memory history. */
  history?: RouterHistory;
}

export function createAppRouter({ queryClient, history }: CreateAppRouterOptions) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns caching: the router must not cache on top of it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Spec sections 2 and 8: unknown routes and unhandled errors both show the 404 page.
    defaultNotFoundComponent: () => <NotFoundPage />,
    defaultErrorComponent: RouteErrorPage,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
