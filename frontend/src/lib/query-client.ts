import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Spec section 8: reads are retried on these statuses, up to 5 times (section 9). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503]);
export const MAX_READ_RETRIES = 5;

/** `failureCount` is the number of failures so far minus one (0 after the first failure). */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_READ_RETRIES && error instanceof ApiError && RETRYABLE_STATUSES.has(error.status);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryRead, staleTime: 30_000 },
      // Writes are not idempotent: never retried.
      mutations: { retry: false },
    },
  });
}
