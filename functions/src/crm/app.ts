import type { CompanyDirectory, Crm, IdentityProvider } from '@kinwell/core';
import { createGroupHandler, type HandlerRuntime } from '../http';
import { attachContact } from './routes/attach-contact';
import { createContact } from './routes/create-contact';
import { createLead } from './routes/create-lead';
import { getAccount } from './routes/get-account';
import { getContacts } from './routes/get-contacts';
import { getLeads } from './routes/get-leads';
import { updateContact } from './routes/update-contact';
import { updateLead } from './routes/update-lead';

export interface CrmDeps {
  /** Zoho, or the built-in CRM tables: the composition root decides. */
  crm: Crm;
  /** The caller's company account comes from their email's domain claim or their invitation. */
  companies: CompanyDirectory;
  /** Verifies the token, and reads the caller's email (GetUser) for the ownership rules. */
  identity: Pick<IdentityProvider, 'verifyAccessToken' | 'getUser'>;
}

/** The CRM endpoint group (/api/zoho/*): the caller's lead and contact, their family's contacts, their company account. */
export function createCrmHandler(deps: CrmDeps, runtime: HandlerRuntime = {}) {
  return createGroupHandler(
    [
      createLead(deps),
      getLeads(deps),
      updateLead(deps),
      createContact(deps),
      updateContact(deps),
      getContacts(deps),
      getAccount(deps),
      attachContact(deps),
    ],
    { ...runtime, verifyCaller: (token) => deps.identity.verifyAccessToken(token) },
  );
}
