import type { CompanyDirectory } from '../company/company-directory';
import type { AccountRecord, ContactFields, ContactRecord, Crm, LeadFields, LeadRecord } from '../ports/crm';
import type { DiagnosticLog } from '../ports/diagnostic-log';
import { ForbiddenError, NotFoundError } from '../shared/errors';
import { companyAccountIdOf, companyNameOfAccount } from './company-account';
import { crmCall } from './crm-errors';
import { crmMessages, INITIAL_LEAD_STATUS } from './crm-messages';
import {
  assertContactUpdate,
  assertLeadUpdate,
  assertOwnLead,
  assertOwnQuery,
  type CrmOwner,
  checkNewContact,
  contactIdentityOf,
  familyLinkOf,
  isOwnContact,
  lookupId,
} from './ownership';

/**
 * The CRM calls of onboarding (spec §7), each acting only on the caller's own lead and contact and on the
 * family members they added. The CRM is asked again on every call: the client's word is never trusted. A CRM
 * failure is reported on `log` (the group's logger) and answered with a 502.
 */

export async function createLead(
  crm: Crm,
  owner: CrmOwner,
  lead: LeadFields,
  log: DiagnosticLog,
): Promise<{ id: string }> {
  assertOwnLead(lead, owner);
  const { id } = await crmCall(log, crmMessages.createLeadFailed, () =>
    crm.createLead({ ...lead, User_ID: owner.sub, Lead_Status: INITIAL_LEAD_STATUS }),
  );
  return { id };
}

export async function findOwnLeads(
  crm: Crm,
  owner: CrmOwner,
  query: { email: string; userId: string },
  log: DiagnosticLog,
): Promise<LeadRecord[]> {
  assertOwnQuery(query, owner);
  return crmCall(log, crmMessages.fetchLeadsFailed, () => crm.findLeads({ email: owner.email, userId: owner.sub }));
}

export async function updateLead(
  crm: Crm,
  owner: CrmOwner,
  leadId: string,
  patch: LeadFields,
  log: DiagnosticLog,
): Promise<{ id: string }> {
  return crmCall(log, crmMessages.updateLeadFailed, async () => {
    const existing = await crm.getLead(leadId);
    if (!existing) throw new NotFoundError(crmMessages.leadNotFound);
    assertLeadUpdate(existing, patch, owner);
    return crm.updateLead(leadId, patch);
  });
}

/** Whether `contactId` is the caller's own contact: 404 when it does not exist. */
async function ownContact(crm: Crm, owner: CrmOwner, contactId: string): Promise<boolean> {
  const contact = await crm.getContact(contactId);
  if (!contact) throw new NotFoundError(crmMessages.contactNotFound);
  return isOwnContact(contact, owner);
}

/** A contact the caller may touch: their own, or a family member linked to their own. 404 / 403 otherwise. */
async function accessibleContact(
  crm: Crm,
  owner: CrmOwner,
  contactId: string,
): Promise<{ contact: ContactRecord; linkIsOwn: boolean }> {
  const contact = await crm.getContact(contactId);
  if (!contact) throw new NotFoundError(crmMessages.contactNotFound);
  if (!contact.Contact_Type) {
    if (!isOwnContact(contact, owner)) throw new ForbiddenError(crmMessages.notYourContact);
    return { contact, linkIsOwn: false };
  }
  const link = familyLinkOf(contact);
  const linked = link ? await crm.getContact(link) : undefined;
  if (!linked || !isOwnContact(linked, owner)) throw new ForbiddenError(crmMessages.notYourContact);
  return { contact, linkIsOwn: true };
}

/**
 * Creates the caller's own contact or a family member's, idempotently: a retry (same user; same type and
 * email, or names and birth date, under the same user) updates the contact made before.
 */
export async function createContact(
  crm: Crm,
  companies: CompanyDirectory,
  owner: CrmOwner,
  contact: ContactFields,
  log: DiagnosticLog,
): Promise<{ id: string }> {
  const shape = checkNewContact(contact, owner);
  await assertAccountField(companies, owner, contact);
  return crmCall(log, crmMessages.createContactFailed, async () => {
    if (shape.kind === 'family' && !(await ownContact(crm, owner, shape.link))) {
      throw new ForbiddenError(crmMessages.linkNotYourContact);
    }
    const identity = contactIdentityOf(contact, owner, shape.kind === 'family' ? shape.link : undefined);
    const { id } = await crm.upsertContact(identity, contact);
    return { id };
  });
}

export async function updateContact(
  crm: Crm,
  companies: CompanyDirectory,
  owner: CrmOwner,
  contactId: string,
  patch: ContactFields,
  log: DiagnosticLog,
): Promise<{ id: string }> {
  await assertAccountField(companies, owner, patch);
  return crmCall(log, crmMessages.updateContactFailed, async () => {
    const { contact, linkIsOwn } = await accessibleContact(crm, owner, contactId);
    assertContactUpdate(contact, patch, owner, linkIsOwn);
    return crm.updateContact(contactId, patch);
  });
}

export async function findOwnContacts(
  crm: Crm,
  owner: CrmOwner,
  query: { email: string; userId: string },
  log: DiagnosticLog,
): Promise<ContactRecord[]> {
  assertOwnQuery(query, owner);
  return crmCall(log, crmMessages.fetchContactsFailed, () =>
    crm.findContacts({ email: owner.email, userId: owner.sub }),
  );
}

async function assertCompanyAccount(companies: CompanyDirectory, owner: CrmOwner, accountId: string): Promise<void> {
  if ((await companyAccountIdOf(companies, owner.email)) !== accountId) {
    throw new ForbiddenError(crmMessages.notYourAccount);
  }
}

/**
 * A contact may name an account (spec §3 Account_Name), but only the caller's company account: otherwise a
 * member could put themselves on another company's sponsored account, whose id validate-domain shows anyone.
 */
async function assertAccountField(companies: CompanyDirectory, owner: CrmOwner, contact: ContactFields): Promise<void> {
  const account = (contact as { Account_Name?: unknown }).Account_Name;
  if (account === undefined) return;
  const ownAccountId = await companyAccountIdOf(companies, owner.email);
  if (typeof account === 'string') {
    // A plain string is the account's display name (spec §3); it may name the caller's company only.
    const ownName = ownAccountId && (await companyNameOfAccount(companies, ownAccountId));
    if (account === ownAccountId || (ownName && account === ownName)) return;
    throw new ForbiddenError(crmMessages.notYourAccount);
  }
  if (!ownAccountId || lookupId(account) !== ownAccountId) throw new ForbiddenError(crmMessages.notYourAccount);
}

/** The caller's company account only (its id comes from their email's domain or their invitation). */
export async function getCompanyAccount(
  crm: Crm,
  companies: CompanyDirectory,
  owner: CrmOwner,
  accountId: string,
  log: DiagnosticLog,
): Promise<AccountRecord> {
  await assertCompanyAccount(companies, owner, accountId);
  const account = await crmCall(log, crmMessages.fetchAccountFailed, () => crm.getAccount(accountId));
  if (!account) throw new NotFoundError(crmMessages.accountNotFound);
  return { id: account.id, Account_Name: account.Account_Name };
}

/** Links the caller's own contact, or a family member's, to the caller's company account. */
export async function attachContactToAccount(
  crm: Crm,
  companies: CompanyDirectory,
  owner: CrmOwner,
  contactId: string,
  accountId: string,
  log: DiagnosticLog,
): Promise<void> {
  await assertCompanyAccount(companies, owner, accountId);
  await crmCall(log, crmMessages.attachFailed, async () => {
    await accessibleContact(crm, owner, contactId);
    if (!(await crm.getAccount(accountId))) throw new NotFoundError(crmMessages.accountNotFound);
    await crm.attachContactToAccount(contactId, accountId);
  });
}
