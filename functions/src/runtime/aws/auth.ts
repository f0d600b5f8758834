// The auth group's AWS composition root: the user pool (Cognito), SQL rate limits and personal emails, SES mail.
import { systemClock } from '@kinwell/core';
import { SqlPersonalEmailStore } from '@kinwell/database';
import type { AuthDeps } from '../../auth/auth-deps';
import { confirmationCodes } from '../confirmation-codes';
import { databaseFromEnv, rateLimiterFromEnv } from './database';
import { type Env, UserPoolEnv } from './env';
import { templatedMailFromEnv } from './templated-mail';
import { identityFromEnv } from './user-pool';

export function authDeps(env: Env = process.env): AuthDeps {
  // One Data API client for the rate limits and the personal emails.
  const database = databaseFromEnv(env);
  const limiter = rateLimiterFromEnv(env, database);
  return {
    identity: identityFromEnv(env),
    limiter,
    refreshTtlSeconds: UserPoolEnv.parse(env).REFRESH_TOKEN_TTL_SECONDS,
    personalEmail: {
      store: new SqlPersonalEmailStore(database),
      codes: confirmationCodes,
      mail: templatedMailFromEnv(env),
      limiter,
      clock: systemClock,
    },
  };
}
