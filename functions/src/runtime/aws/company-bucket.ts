import { S3Client } from '@aws-sdk/client-s3';
import { S3ObjectStore } from '@kinwell/adapters-aws/s3-object-store';
import { CompanyDirectory } from '@kinwell/core';
import { CompanyEnv, type Env } from './env';
import { lazyClient } from './lazy-client';

/**
 * The company bucket (S3): company metadata, invitations, and the `content/` documents. One client per call;
 * the roots call this once per cold start.
 */
export function companyBucketFromEnv(env: Env = process.env): S3ObjectStore {
  const config = CompanyEnv.parse(env);
  return new S3ObjectStore({ client: lazyClient(() => new S3Client({})), bucket: config.COMPANY_BUCKET });
}

export function companyDirectoryFromEnv(env: Env = process.env): CompanyDirectory {
  return new CompanyDirectory(companyBucketFromEnv(env));
}
