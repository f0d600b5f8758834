import type { RedirectTable } from '@kinwell/core';
import { createGroupHandler } from '../http';
import { lookupRedirect } from './routes/lookup-redirect';

export interface RedirectsDeps {
  redirects: RedirectTable;
}

/** The redirects endpoint group (/api/redirects): the server-kept redirect table of spec §2. */
export function createRedirectsHandler(deps: RedirectsDeps) {
  return createGroupHandler([lookupRedirect(deps.redirects)]);
}
