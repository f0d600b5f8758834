import type { LookupRedirectResponse } from '@kinwell/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

export type ServerRedirect = NonNullable<LookupRedirectResponse['redirect']>;

/** A navigation never waits longer than this for the redirect lookup. */
export const REDIRECT_LOOKUP_TIMEOUT_MS = 1500;

/** Spec section 2: the server is asked for a redirect for every path. The answer is cached for a minute. */
export const redirectQueryOptions = (path: string) =>
  queryOptions({
    queryKey: ['redirects', path],
    queryFn: ({ signal }) =>
      apiClient.get<LookupRedirectResponse>(`/api/redirects?path=${encodeURIComponent(path)}`, {
        signal: AbortSignal.any([signal, AbortSignal.timeout(REDIRECT_LOOKUP_TIMEOUT_MS)]),
      }),
    staleTime: 60_000,
    retry: false,
  });

export type RedirectDecision = { kind: 'internal'; href: string } | { kind: 'external'; url: string } | undefined;

/** Internal targets go through the router; http(s) targets are a full page navigation. */
export function redirectDecision(redirect: ServerRedirect | null | undefined, currentPath: string): RedirectDecision {
  if (!redirect) return undefined;
  if (/^https?:\/\//i.test(redirect.to)) return { kind: 'external', url: redirect.to };
  if (!redirect.to.startsWith('/') || redirect.to.startsWith('//') || redirect.to.startsWith('/\\')) return undefined;
  if (redirect.to.split(/[?#]/)[0] === currentPath) return undefined;
  return { kind: 'internal', href: redirect.to };
}

/** The decision for `path`; a failed or slow lookup never blocks the navigation (no redirect then). */
export async function lookupRedirect(queryClient: QueryClient, path: string): Promise<RedirectDecision> {
  try {
    const { redirect } = await queryClient.ensureQueryData(redirectQueryOptions(path));
    return redirectDecision(redirect, path);
  } catch {
    return undefined;
  }
}
