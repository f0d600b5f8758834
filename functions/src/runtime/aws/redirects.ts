// The redirects group's AWS composition root: the redirect table lives in the company bucket
// (`content/redirects.json`); the group only reads it.
import { RedirectTable } from '@kinwell/core';
import type { RedirectsDeps } from '../../redirects/app';
import { companyBucketFromEnv } from './company-bucket';
import type { Env } from './env';

export function redirectsDeps(env: Env = process.env): RedirectsDeps {
  return { redirects: new RedirectTable(companyBucketFromEnv(env)) };
}
