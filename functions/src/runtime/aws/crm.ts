// The crm group's AWS composition root: the company bucket (account names), the user pool (the caller's email),
// and the CRM itself: Zoho when the environment names its secret, else the built-in CRM tables in SQL.
import type { CrmDeps } from '../../crm/app';
import { companyDirectoryFromEnv } from './company-bucket';
import { crmFromEnv } from './crm-records';
import { databaseFromEnv } from './database';
import type { Env } from './env';
import { identityFromEnv } from './user-pool';

export function crmDeps(env: Env = process.env): CrmDeps {
  const companies = companyDirectoryFromEnv(env);
  return { crm: crmFromEnv(env, databaseFromEnv(env), companies), companies, identity: identityFromEnv(env) };
}
