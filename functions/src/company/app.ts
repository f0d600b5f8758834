import type { CompanyDirectory } from '@kinwell/core';
import { createGroupHandler } from '../http';
import { checkInvite } from './routes/check-invite';
import { companyLogo } from './routes/company-logo';
import { fetchMetadata } from './routes/fetch-metadata';
import { updateCompanyInvites } from './routes/update-company-invites';
import { validateDomain } from './routes/validate-domain';

export interface CompanyDeps {
  companies: CompanyDirectory;
}

/** The company endpoint group (/api/s3/*): domains, invitations and company metadata. */
export function createCompanyHandler({ companies }: CompanyDeps) {
  return createGroupHandler([
    checkInvite(companies),
    validateDomain(companies),
    updateCompanyInvites(companies),
    fetchMetadata(companies),
    companyLogo(companies),
  ]);
}
