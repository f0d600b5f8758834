import type { CompanyMetadata, ValidateDomainResponse } from '@kinwell/contracts';
import { apiClient } from '../../lib/api-client';
import type { ContractOutput } from '../../lib/contract-types';

export type CompanyBrandMetadata = ContractOutput<typeof CompanyMetadata>;

/** The two company calls the brand needs (spec section 7): the metadata document, the domain lookup. */
export const brandApi = {
  metadata: (companyId: string) =>
    apiClient.post<CompanyBrandMetadata>('/api/s3/fetch-metadata', { key: `companies/${companyId}/metadata.json` }),
  companyOfDomain: async (domain: string) =>
    (
      await apiClient.get<ContractOutput<typeof ValidateDomainResponse>>(
        `/api/s3/validate-domain?${new URLSearchParams({ domain })}`,
      )
    ).companyId ?? undefined,
};
