import { redirectsRoutes } from '@kinwell/contracts';
import type { RedirectTable } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';

/**
 * Asked once per navigation by the SPA: the answer (a redirect or null) is the same for everyone, so browsers
 * and shared caches may keep it for a minute; an edited table reaches every visitor within that minute.
 */
export const lookupRedirect = (redirects: RedirectTable) =>
  defineRoute(redirectsRoutes.lookupRedirect, async ({ query }) => {
    const redirect = await redirects.lookup(query.path);
    return jsonResponse(200, { redirect }, { 'cache-control': 'public, max-age=60' });
  });
