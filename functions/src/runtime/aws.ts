/**
 * The AWS composition root: the only place that reads a Lambda's environment and builds SDK clients.
 * Each endpoint group asks only for what it uses, so a function's role and env stay minimal. Clients are
 * built once per cold start (module scope of the entry that calls these).
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { RDSDataClient } from '@aws-sdk/client-rds-data';
import { S3Client } from '@aws-sdk/client-s3';
import { CognitoIdentity, RdsDataDatabase, S3ObjectStore } from '@kinwell/adapters-aws';
import { CompanyDirectory, RateLimiter, systemClock } from '@kinwell/core';
import { SqlRateLimitStore, SqlThemeEventsRepository } from '@kinwell/database';
import { z } from 'zod';
import type { AuthDeps } from '../auth/app';
import type { CompanyDeps } from '../company/app';
import type { EventsDeps } from '../events/app';

const CompanyEnv = z.object({ COMPANY_BUCKET: z.string().min(1) });
const DatabaseEnv = z.object({
  DB_CLUSTER_ARN: z.string().min(1),
  DB_SECRET_ARN: z.string().min(1),
  DB_NAME: z.string().min(1),
});
const UserPoolEnv = z.object({
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  /** Must match the app client's refresh token validity (infra's auth stack). */
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
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

export function identityFromEnv(env: Env = process.env): CognitoIdentity {
  const config = UserPoolEnv.parse(env);
  return new CognitoIdentity({
    client: new CognitoIdentityProviderClient({}),
    userPoolId: config.USER_POOL_ID,
    clientId: config.USER_POOL_CLIENT_ID,
  });
}

export function authDeps(env: Env = process.env): AuthDeps {
  return {
    identity: identityFromEnv(env),
    limiter: new RateLimiter(new SqlRateLimitStore(databaseFromEnv(env)), () => new Date()),
    refreshTtlSeconds: UserPoolEnv.parse(env).REFRESH_TOKEN_TTL_SECONDS,
  };
}

export function eventsDeps(env: Env = process.env): EventsDeps {
  const identity = identityFromEnv(env);
  return {
    themeEvents: new SqlThemeEventsRepository(databaseFromEnv(env)),
    clock: systemClock,
    verifyCaller: (token) => identity.verifyAccessToken(token),
  };
}
