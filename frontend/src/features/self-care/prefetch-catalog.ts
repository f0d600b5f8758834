import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { catalogQueryOptions } from './self-care-api';

/**
 * Starts reading the catalog while the page's code still downloads, instead of once it has rendered: on a slow
 * network the cards land a round trip or more sooner. Never holds the navigation; a failure is the page's to show.
 */
export function prefetchCatalog(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(catalogQueryOptions(i18n.locale));
}
