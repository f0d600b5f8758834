// The company group's AWS composition root: the company bucket (S3); update-company-invites also verifies its
// caller (Cognito) and counts invitations in SQL, so the user pool and database env too.
import { MemberInvitations } from '@kinwell/core';
import type { CompanyDeps } from '../../company/app';
import { companyDirectoryFromEnv } from './company-bucket';
import { rateLimiterFromEnv } from './database';
import type { Env } from './env';
import { identityFromEnv } from './user-pool';

export function companyDeps(env: Env = process.env): CompanyDeps {
  const companies = companyDirectoryFromEnv(env);
  return {
    companies,
    identity: identityFromEnv(env),
    invitations: new MemberInvitations({ companies, limiter: rateLimiterFromEnv(env) }),
  };
}
