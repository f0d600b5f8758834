/**
 * The AWS composition root: the only place that reads a Lambda's environment and builds SDK clients.
 * Each endpoint group asks only for what it uses, so a function's role and env stay minimal. Clients are
 * built once per cold start (module scope of the entry that calls these).
 */
import { RDSDataClient } from '@aws-sdk/client-rds-data';
import { S3Client } from '@aws-sdk/client-s3';
import { RdsDataDatabase, S3ObjectStore } from '@kinwell/adapters-aws';
import { CompanyDirectory, systemClock } from '@kinwell/core';
import { SqlThemeEventsRepository } from '@kinwell/database';
import { z } from 'zod';
import type { CompanyDeps } from '../company/app';
import type { EventsDeps } from '../events/app';

const CompanyEnv = z.object({ COMPANY_BUCKET: z.string().min(1) });
const DatabaseEnv = z.object({
  DB_CLUSTER_ARN: z.string().min(1),
  DB_SECRET_ARN: z.string().min(1),
  DB_NAME: z.string().min(1),
});

type Env = Record<string, string | undefined>;

export function companyDeps(env: Env = process.env): CompanyDeps {
  const config = CompanyEnv.parse(env);
  const objects = new S3ObjectStore({ client: new S3Client({}), bucket: config.COMPANY_BUCKET });
  return { companies: new CompanyDirectory(objects) };
}

export function databaseFromEnv(env: Env = process.env): RdsDataDatabase {
  const config = DatabaseEnv.parse(env);
  return new RdsDataDatabase({
    client: new RDSDataClient({}),
    resourceArn: config.DB_CLUSTER_ARN,
    secretArn: config.DB_SECRET_ARN,
    database: config.DB_NAME,
  });
}

export function eventsDeps(env: Env = process.env): EventsDeps {
  return { themeEvents: new SqlThemeEventsRepository(databaseFromEnv(env)), clock: systemClock };
}
