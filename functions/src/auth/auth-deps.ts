import type { IdentityProvider, RateLimiter } from '@kinwell/core';

export interface AuthDeps {
  identity: IdentityProvider;
  limiter: RateLimiter;
  /** How long a remembered session lasts: the refresh token's lifetime. */
  refreshTtlSeconds: number;
}
