import type { QueryClient } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';
import { redirectQueryOptions } from './features/redirects/redirects-api';
import { catalogAreasOf, loadCatalogArea } from './lib/i18n';
import { yieldToBrowser } from './lib/yield-to-browser';
import type { AppRouter } from './router';

/**
 * Starts what the first page needs while the language catalog loads, instead of after it: the path's redirect
 * lookup (the root's `beforeLoad` then finds it under way), the code of the routes the URL matches and the words of
 * their catalog area. On a slow network this removes round trips from the first paint. Failures are left to the
 * navigation to report. Call it once the language is being activated (areas load in that language).
 *
 * Each route's code is asked for in a task of its own: starting a chunk adds a preload link per module it imports,
 * and the layouts' dozen or so made this one task of ~40 ms on a fast computer (a prerendered page was on screen).
 */
export async function warmUpFirstPage(router: AppRouter, queryClient: QueryClient): Promise<void> {
  const location = router.latestLocation;
  void queryClient.prefetchQuery(redirectQueryOptions(location.pathname));
  const routes = new Map<string, AnyRoute>(Object.entries(router.routesById));
  const matches = router.matchRoutes(location);
  for (const area of catalogAreasOf(matches)) void loadCatalogArea(area).catch(() => undefined);
  for (const match of matches) {
    const route = routes.get(match.routeId);
    if (!route) continue;
    await yieldToBrowser();
    void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}
