// The events group's AWS composition root: theme events and the progress they add up to, in SQL. It only verifies its callers' tokens (offline)
// and makes no Cognito call, so it does not load the Cognito SDK.
import { systemClock } from '@kinwell/core';
import { SqlProgressStore, SqlThemeEventsRepository } from '@kinwell/database';
import type { EventsDeps } from '../../events/app';
import { tokenVerifierFromEnv } from './access-tokens';
import { databaseFromEnv } from './database';
import type { Env } from './env';

export function eventsDeps(env: Env = process.env): EventsDeps {
  const tokens = tokenVerifierFromEnv(env);
  const database = databaseFromEnv(env);
  return {
    themeEvents: new SqlThemeEventsRepository(database),
    progress: new SqlProgressStore(database),
    clock: systemClock,
    verifyCaller: (token) => tokens.verifyAccessToken(token),
  };
}
