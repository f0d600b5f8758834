import type { AccountExportResponse, DeleteAccountRequest, DeleteAccountResponse } from '@kinwell/contracts';
import { apiClient } from '../../lib/api-client';
import type { ContractInput, ContractOutput } from '../../lib/contract-types';

export type AccountExport = ContractOutput<typeof AccountExportResponse>;

/** The member's privacy rights (shapes from @kinwell/contracts, as types only). Always the caller's own account. */
export const accountApi = {
  exportData: () => apiClient.get<AccountExport>('/api/account/export'),
  deleteAccount: (body: ContractInput<typeof DeleteAccountRequest>) =>
    apiClient.post<ContractOutput<typeof DeleteAccountResponse>>('/api/account/delete', body),
};
