import * as z from 'zod';
import type { RouteContract } from './http';

/**
 * A path of this site as the router sees it: starts with one slash (never `//host` or `/\host`), no query or
 * fragment, no spaces or control characters.
 */
export const SitePath = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .regex(/^\/(?![/\\])[^\s?#\\]*$/, { message: 'A path starts with / and has no query, fragment or spaces' });

/** Where a redirect leads: a path of this site (router redirect) or an http(s) URL (full page navigation). */
export const RedirectTarget = z.union([
  z
    .string()
    .trim()
    .max(2048)
    .regex(/^\/(?![/\\])\S*$/, { message: 'An internal target starts with a single /' }),
  z.url({ protocol: /^https?$/ }).max(2048),
]);

export const Redirect = z.object({ to: RedirectTarget, permanent: z.boolean() });
export type Redirect = z.infer<typeof Redirect>;

/** The stored document (`content/redirects.json` in the objects port): source path → redirect. */
export const RedirectMap = z.record(SitePath, Redirect);
export type RedirectMap = z.infer<typeof RedirectMap>;

export const LookupRedirectQuery = z.strictObject({ path: SitePath });
export const LookupRedirectResponse = z.object({ redirect: Redirect.nullable() });
export type LookupRedirectResponse = z.infer<typeof LookupRedirectResponse>;

/** Spec §2: "for every path a server is asked for a redirect". Not in spec §7's list: our own contract. */
export const redirectsRoutes = {
  lookupRedirect: {
    group: 'redirects',
    method: 'GET',
    path: '/api/redirects',
    auth: 'none',
    query: LookupRedirectQuery,
    response: LookupRedirectResponse,
  },
} as const satisfies Record<string, RouteContract>;
