import type { CompanyDirectory, IdentityProvider, MemberInvitations } from '@kinwell/core';
import { createGroupHandler, type HandlerRuntime } from '../http';
import { checkInvite } from './routes/check-invite';
import { companyLogo } from './routes/company-logo';
import { fetchMetadata } from './routes/fetch-metadata';
import { updateCompanyInvites } from './routes/update-company-invites';
import { validateDomain } from './routes/validate-domain';

export interface CompanyDeps {
  companies: CompanyDirectory;
  /** Verifies the caller of update-company-invites and reads their account email. */
  identity: IdentityProvider;
  invitations: MemberInvitations;
}

/** The company endpoint group (/api/s3/*): domains, invitations and company metadata. */
export function createCompanyHandler(deps: CompanyDeps, runtime: HandlerRuntime = {}) {
  const { companies } = deps;
  return createGroupHandler(
    [
      checkInvite(companies),
      validateDomain(companies),
      updateCompanyInvites(deps),
      fetchMetadata(companies),
      companyLogo(companies),
    ],
    { ...runtime, verifyCaller: (token) => deps.identity.verifyAccessToken(token) },
  );
}
