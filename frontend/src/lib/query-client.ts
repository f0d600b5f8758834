import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Spec section 8: reads are retried on these statuses, up to 5 times (section 9). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503]);
export const MAX_READ_RETRIES = 5;

/** `failureCount` is the number of failures so far minus one (0 after the first failure). */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_READ_RETRIES && error instanceof ApiError && RETRYABLE_STATUSES.has(error.status);
}

const MAX_RETRY_DELAY_MS = 30_000;

/** The wait before a read's next try: what the server's Retry-After asks, else TanStack's doubling (1 s, 2 s, 4 s…). */
export function readRetryDelay(failureCount: number, error: unknown): number {
  const asked = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  const delay = asked === undefined ? 1000 * 2 ** failureCount : asked * 1000;
  return Math.min(delay, MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryRead, retryDelay: readRetryDelay, staleTime: 30_000 },
      // Writes are not idempotent: never retried.
      mutations: { retry: false },
    },
  });
}
