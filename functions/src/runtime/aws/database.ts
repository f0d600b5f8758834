import type { RdsDataDatabase } from '@kinwell/adapters-aws/rds-data-database';
import type { ResumeRetryOptions } from '@kinwell/adapters-aws/rds-data-retry';
import { RateLimiter } from '@kinwell/core';
import { SqlRateLimitStore } from '@kinwell/database';
import { remainingInvocationTime } from '../../http/invocation-deadline';
import type { Env } from './env';
import { rdsDatabaseFromEnv } from './rds-database';
import { lambdaTelemetry } from './telemetry';

/**
 * The Aurora cluster through the RDS Data API, reporting on the function's logger. A paused cluster (dev, staging) is
 * waited for within the running invocation's deadline; `retry` changes how (the deploy-time migrations wait longer).
 */
export function databaseFromEnv(
  env: Env = process.env,
  retry: ResumeRetryOptions = { remainingTimeMs: remainingInvocationTime },
): RdsDataDatabase {
  return rdsDatabaseFromEnv(env, lambdaTelemetry.logger, retry);
}

/** Rate limits are counted in SQL (on the function's database client when it has one already). */
export function rateLimiterFromEnv(
  env: Env = process.env,
  database: RdsDataDatabase = databaseFromEnv(env),
): RateLimiter {
  return new RateLimiter(new SqlRateLimitStore(database), () => new Date());
}
