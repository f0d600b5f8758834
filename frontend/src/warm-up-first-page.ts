import type { QueryClient } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';
import { redirectQueryOptions } from './features/redirects/redirects-api';
import type { AppRouter } from './router';

/**
 * Starts what the first page needs while the language catalog loads, instead of after it: the path's redirect
 * lookup (the root's `beforeLoad` then finds it under way) and the code of the routes the URL matches. On a slow
 * network this removes two round trips from the first paint. Failures are left to the navigation to report.
 */
export function warmUpFirstPage(router: AppRouter, queryClient: QueryClient): void {
  const location = router.latestLocation;
  void queryClient.prefetchQuery(redirectQueryOptions(location.pathname));
  const routes = new Map<string, AnyRoute>(Object.entries(router.routesById));
  for (const match of router.matchRoutes(location)) {
    const route = routes.get(match.routeId);
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}
