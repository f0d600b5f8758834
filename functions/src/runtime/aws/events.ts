// The events group's AWS composition root: theme events in SQL. It only verifies its callers' tokens (offline)
// and makes no Cognito call, so it does not load the Cognito SDK.
import { systemClock } from '@kinwell/core';
import { SqlThemeEventsRepository } from '@kinwell/database';
import type { EventsDeps } from '../../events/app';
import { tokenVerifierFromEnv } from './access-tokens';
import { databaseFromEnv } from './database';
import type { Env } from './env';

export function eventsDeps(env: Env = process.env): EventsDeps {
  const tokens = tokenVerifierFromEnv(env);
  return {
    themeEvents: new SqlThemeEventsRepository(databaseFromEnv(env)),
    clock: systemClock,
    verifyCaller: (token) => tokens.verifyAccessToken(token),
  };
}
