import type { RedirectTable } from '@kinwell/core';
import { createGroupHandler, type HandlerRuntime } from '../http';
import { lookupRedirect } from './routes/lookup-redirect';

export interface RedirectsDeps {
  redirects: RedirectTable;
}

/** The redirects endpoint group (/api/redirects): the server-kept redirect table of spec §2. */
export function createRedirectsHandler(deps: RedirectsDeps, runtime: HandlerRuntime = {}) {
  return createGroupHandler([lookupRedirect(deps.redirects)], runtime);
}
