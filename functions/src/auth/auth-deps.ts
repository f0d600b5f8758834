import type { IdentityProvider, PersonalEmailDeps, RateLimiter } from '@kinwell/core';

export interface AuthDeps {
  identity: IdentityProvider;
  limiter: RateLimiter;
  /** How long a remembered session lasts: the refresh token's lifetime. */
  refreshTtlSeconds: number;
  /** The member's personal address: its records, codes and the mail that carries them. */
  personalEmail: PersonalEmailDeps;
}
