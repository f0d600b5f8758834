// The auth group's AWS composition root: the user pool (Cognito) and SQL rate limits.
import type { AuthDeps } from '../../auth/auth-deps';
import { rateLimiterFromEnv } from './database';
import { type Env, UserPoolEnv } from './env';
import { identityFromEnv } from './user-pool';

export function authDeps(env: Env = process.env): AuthDeps {
  return {
    identity: identityFromEnv(env),
    limiter: rateLimiterFromEnv(env),
    refreshTtlSeconds: UserPoolEnv.parse(env).REFRESH_TOKEN_TTL_SECONDS,
  };
}
