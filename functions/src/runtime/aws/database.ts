import { RDSDataClient } from '@aws-sdk/client-rds-data';
import { RdsDataDatabase } from '@kinwell/adapters-aws/rds-data-database';
import type { ResumeRetryOptions } from '@kinwell/adapters-aws/rds-data-retry';
import { RateLimiter } from '@kinwell/core';
import { SqlRateLimitStore } from '@kinwell/database';
import { remainingInvocationTime } from '../../http/invocation-deadline';
import { DatabaseEnv, type Env } from './env';
import { lazyClient } from './lazy-client';

/**
 * The Aurora cluster through the RDS Data API. A paused cluster (dev, staging) is waited for within the running
 * invocation's deadline; `retry` changes how (the deploy-time migrations wait longer).
 */
export function databaseFromEnv(
  env: Env = process.env,
  retry: ResumeRetryOptions = { remainingTimeMs: remainingInvocationTime },
): RdsDataDatabase {
  const config = DatabaseEnv.parse(env);
  return new RdsDataDatabase({
    client: lazyClient(() => new RDSDataClient({})),
    resourceArn: config.DB_CLUSTER_ARN,
    secretArn: config.DB_SECRET_ARN,
    database: config.DB_NAME,
    retry,
  });
}

/** Rate limits are counted in SQL (on the function's database client when it has one already). */
export function rateLimiterFromEnv(
  env: Env = process.env,
  database: RdsDataDatabase = databaseFromEnv(env),
): RateLimiter {
  return new RateLimiter(new SqlRateLimitStore(database), () => new Date());
}
