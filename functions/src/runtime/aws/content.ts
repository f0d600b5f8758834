// The content group's AWS composition root: content documents live in the company bucket under `content/`, the
// published self-care library in the content bucket (which CloudFront also serves under /content/); the group
// only reads them.
import { S3ObjectStore } from '@kinwell/adapters-aws/s3-object-store';
import { ContentLibrary, SelfCareLibrary } from '@kinwell/core';
import type { ContentDeps } from '../../content/app';
import { companyBucketFromEnv } from './company-bucket';
import { ContentEnv, type Env } from './env';

/**
 * A warm function answers the catalog from memory for this long: a publish shows within it (the answers are
 * cached 5 minutes by browsers anyway). Theme versions never change, so they are kept for good.
 */
const CATALOG_TTL_MS = 30_000;

export function contentDeps(env: Env = process.env): ContentDeps {
  const { CONTENT_BUCKET } = ContentEnv.parse(env);
  const companyBucket = companyBucketFromEnv(env);
  // One S3 client per cold start, for both buckets.
  const contentBucket = new S3ObjectStore({ client: companyBucket.options.client, bucket: CONTENT_BUCKET });
  return {
    content: new ContentLibrary(companyBucket),
    selfCare: new SelfCareLibrary(contentBucket, { catalogTtlMs: CATALOG_TTL_MS }),
  };
}
