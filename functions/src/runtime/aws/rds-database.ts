import { RDSDataClient } from '@aws-sdk/client-rds-data';
import { RdsDataDatabase } from '@kinwell/adapters-aws/rds-data-database';
import type { ResumeRetryOptions } from '@kinwell/adapters-aws/rds-data-retry';
import type { DiagnosticLog } from '@kinwell/core';
import { remainingInvocationTime } from '../../http/invocation-deadline';
import { DatabaseEnv, type Env } from './env';
import { lazyClient } from './lazy-client';

/**
 * The Aurora cluster the environment names (bindDatabase), reporting on `log`. The API groups take `databaseFromEnv`
 * (database.ts), whose log is their Powertools logger; this one loads no Powertools, for the chat socket.
 */
export function rdsDatabaseFromEnv(
  env: Env,
  log: DiagnosticLog,
  retry: ResumeRetryOptions = { remainingTimeMs: remainingInvocationTime },
): RdsDataDatabase {
  const config = DatabaseEnv.parse(env);
  return new RdsDataDatabase({
    client: lazyClient(() => new RDSDataClient({})),
    resourceArn: config.DB_CLUSTER_ARN,
    secretArn: config.DB_SECRET_ARN,
    database: config.DB_NAME,
    retry,
    log,
  });
}
