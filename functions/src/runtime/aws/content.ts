// The content group's AWS composition root: content documents live in the company bucket under `content/`;
// the group only reads them.
import { ContentLibrary } from '@kinwell/core';
import type { ContentDeps } from '../../content/app';
import { companyBucketFromEnv } from './company-bucket';
import type { Env } from './env';

export function contentDeps(env: Env = process.env): ContentDeps {
  return { content: new ContentLibrary(companyBucketFromEnv(env)) };
}
