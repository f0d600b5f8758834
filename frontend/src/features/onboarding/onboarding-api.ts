import type {
  CompanyMetadata,
  crmRoutes,
  mailRoutes,
  UpdateCompanyInvitesBody,
  UpdateCompanyInvitesResponse,
  ValidateDomainResponse,
} from '@kinwell/contracts';
import { apiClient } from '../../lib/api-client';
import type { ContractInput, ContractOutput } from '../../lib/contract-types';

/**
 * The calls that finish onboarding (spec section 7): the CRM records, the company lookups and the invitation
 * mails. Shapes come from @kinwell/contracts as types only (no zod in the page's JavaScript).
 */
type Body<Route> = Route extends { body: infer Schema } ? ContractInput<Schema> : never;
type Answer<Route> = Route extends { response: infer Schema } ? ContractOutput<Schema> : never;
type Crm = typeof crmRoutes;
type Mail = typeof mailRoutes;

export type LeadData = Body<Crm['createLead']>['leadData'];
export type ContactData = Body<Crm['createContact']>['contactData'];
export type ContactUpdate = Body<Crm['updateContact']>['contactData'];
export type InviteEmail = Body<Mail['sendInviteEmail']>;
export type InviteChildEmail = Body<Mail['sendInviteChildEmail']>;
export type WelcomeEmail = Body<Mail['sendWelcomeEmail']>;
export type CompanyInvite = ContractInput<typeof UpdateCompanyInvitesBody>;
export type CompanyDocument = ContractOutput<typeof CompanyMetadata>;
type Created = Answer<Crm['createLead']>;

export const onboardingApi = {
  createLead: (leadData: LeadData) => apiClient.post<Created>('/api/zoho/lead/create', { leadData }),
  getLeads: (body: Body<Crm['getLeads']>) => apiClient.post<Answer<Crm['getLeads']>>('/api/zoho/lead/get', body),
  updateLead: (leadId: string, leadData: Partial<LeadData>) =>
    apiClient.put<Created>('/api/zoho/lead/update', { leadId, leadData }),
  createContact: (contactData: ContactData) => apiClient.post<Created>('/api/zoho/contact/create', { contactData }),
  updateContact: (contactData: ContactUpdate) => apiClient.put<Created>('/api/zoho/contact/update', { contactData }),
  getContacts: (body: Body<Crm['getContacts']>) =>
    apiClient.post<Answer<Crm['getContacts']>>('/api/zoho/contact/get', body),
  getAccount: (id: string) => apiClient.post<Answer<Crm['getAccount']>>('/api/zoho/account/get', { id }),
  attachContact: (contactId: string, accountId: string) =>
    apiClient.post<Answer<Crm['attachContact']>>(`/api/zoho/attach/${encodeURIComponent(contactId)}`, { accountId }),
  validateDomain: (domain: string) =>
    apiClient.get<ContractOutput<typeof ValidateDomainResponse>>(
      `/api/s3/validate-domain?${new URLSearchParams({ domain })}`,
    ),
  fetchMetadata: (companyId: string) =>
    apiClient.post<CompanyDocument>('/api/s3/fetch-metadata', { key: `companies/${companyId}/metadata.json` }),
  updateCompanyInvites: (body: CompanyInvite) =>
    apiClient.post<ContractOutput<typeof UpdateCompanyInvitesResponse>>('/api/s3/update-company-invites', body),
  sendInviteEmail: (body: InviteEmail) =>
    apiClient.post<Answer<Mail['sendInviteEmail']>>('/api/ses/send-invite-email', body),
  sendInviteChildEmail: (body: InviteChildEmail) =>
    apiClient.post<Answer<Mail['sendInviteChildEmail']>>('/api/ses/send-invite-child-email', body),
  sendWelcomeEmail: (body: WelcomeEmail) =>
    apiClient.post<Answer<Mail['sendWelcomeEmail']>>('/api/ses/send-welcome-email', body),
};

export type OnboardingApi = typeof onboardingApi;
