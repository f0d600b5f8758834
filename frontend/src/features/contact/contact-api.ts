import type { ContactBody, ContactResponse } from '@kinwell/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { ContractInput, ContractOutput } from '../../lib/contract-types';

export type ContactRequest = ContractInput<typeof ContactBody>;
type ContactAnswer = ContractOutput<typeof ContactResponse>;

/** POST /api/contact: the team answers 202 once the message is on its way. */
export const contactApi = {
  send: (body: ContactRequest) => apiClient.post<ContactAnswer>('/api/contact', body),
};

export const sendContactMessageMutation = () =>
  mutationOptions({ mutationKey: ['contact', 'send'], mutationFn: contactApi.send });
