import type { ContactFields, ContactIdentity, LeadFields } from '../ports/crm';
import { normalizeEmail } from '../shared/email';
import { ForbiddenError, ValidationError } from '../shared/errors';
import { crmMessages } from './crm-messages';

/** The signed-in caller as the CRM rules see them: the token's sub and the account's email (normalized). */
export interface CrmOwner {
  sub: string;
  email: string;
}

/** A lookup's id, whether written as an id or read back from Zoho as `{ id, name }`. */
export function lookupId(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') {
    return (value as { id: string }).id;
  }
  return undefined;
}

const hasUserId = (record: { User_ID?: unknown }) =>
  record.User_ID !== undefined && record.User_ID !== null && record.User_ID !== '';

/** A lead or the user's own contact belongs to the caller when both its User_ID and its Email are theirs. */
export function isOwnRecord(record: { User_ID?: unknown; Email?: unknown }, owner: CrmOwner): boolean {
  return (
    record.User_ID === owner.sub && typeof record.Email === 'string' && normalizeEmail(record.Email) === owner.email
  );
}

/** The user's own contact: no Contact_Type, and the caller's User_ID and Email. */
export function isOwnContact(contact: ContactFields, owner: CrmOwner): boolean {
  return !contact.Contact_Type && isOwnRecord(contact, owner);
}

/** The contact a family member hangs from: Partner_Contact for a partner, Parent for a child. */
export function familyLinkOf(contact: ContactFields): string | undefined {
  if (contact.Contact_Type === 'Partner') return lookupId(contact.Partner_Contact);
  if (contact.Contact_Type === 'Child') return lookupId(contact.Parent);
  return undefined;
}

/** The queries of lead/get and contact/get name the caller's own email and user id, nobody else's. */
export function assertOwnQuery(query: { email: string; userId: string }, owner: CrmOwner): void {
  if (query.userId !== owner.sub || normalizeEmail(query.email) !== owner.email) {
    throw new ForbiddenError(crmMessages.notYourRecords);
  }
}

export function assertOwnLead(lead: LeadFields, owner: CrmOwner): void {
  if (!isOwnRecord(lead, owner)) throw new ForbiddenError(crmMessages.notYourLead);
}

/** A lead update may change fields, not whose lead it is. */
export function assertLeadUpdate(existing: LeadFields, patch: LeadFields, owner: CrmOwner): void {
  assertOwnLead(existing, owner);
  assertOwnLead({ ...existing, ...patch }, owner);
}

/**
 * The shape rules of a new contact, before its link is looked up: the user's own contact carries their
 * User_ID and Email and no link; a family member carries no User_ID and the link its type calls for.
 * Answers the id of the contact the family member links to (to be checked as the caller's own).
 */
export function checkNewContact(
  contact: ContactFields,
  owner: CrmOwner,
): { kind: 'self' } | { kind: 'family'; link: string } {
  if (!contact.Contact_Type) {
    if (contact.Partner_Contact || contact.Parent) throw new ValidationError(crmMessages.selfHasNoLink);
    if (!isOwnRecord(contact, owner)) throw new ForbiddenError(crmMessages.notYourContact);
    return { kind: 'self' };
  }
  if (hasUserId(contact)) throw new ForbiddenError(crmMessages.familyCarriesUserId);
  const partner = contact.Contact_Type === 'Partner';
  if (partner ? contact.Parent : contact.Partner_Contact) throw new ValidationError(crmMessages.linkMismatch);
  const link = familyLinkOf(contact);
  if (!link) throw new ValidationError(partner ? crmMessages.partnerNeedsLink : crmMessages.childNeedsLink);
  return { kind: 'family', link };
}

/** Which contact a create stands for, so a retry updates the contact made before instead of adding one. */
export function contactIdentityOf(contact: ContactFields, owner: CrmOwner, ownContactId?: string): ContactIdentity {
  if (!contact.Contact_Type) return { kind: 'self', userId: owner.sub };
  if (!ownContactId) throw new ValidationError(crmMessages.familyNeedsKey);
  const base = {
    kind: 'family' as const,
    ownerSub: owner.sub,
    ownerContactId: ownContactId,
    contactType: contact.Contact_Type,
  };
  if (contact.Email) return { ...base, match: { email: normalizeEmail(contact.Email) } };
  const firstName = contact.First_Name?.trim();
  const lastName = contact.Last_Name?.trim();
  if (!firstName || !lastName || !contact.Date_of_Birth) throw new ValidationError(crmMessages.familyNeedsKey);
  return { ...base, match: { firstName, lastName, dateOfBirth: contact.Date_of_Birth } };
}

/** One string per contact identity: what the built-in CRM's unique index holds. Names compare without case. */
export function contactDedupeKey(identity: ContactIdentity): string {
  if (identity.kind === 'self') return JSON.stringify(['self', identity.userId]);
  const { match } = identity;
  const tail =
    'email' in match
      ? ['email', match.email]
      : ['name', match.firstName.toLowerCase(), match.lastName.toLowerCase(), match.dateOfBirth];
  return JSON.stringify([identity.ownerSub, identity.contactType, ...tail]);
}

/**
 * A contact update may change fields, not whose contact it is: the user's own contact stays theirs
 * (User_ID, Email, no type, no link); a family member keeps its type and link and gains no User_ID.
 * `existingIsMine` says whether the contact, or for a family member the contact it links to, is the caller's.
 */
export function assertContactUpdate(
  existing: ContactFields,
  patch: ContactFields,
  owner: CrmOwner,
  linkIsOwnContact: boolean,
): void {
  const merged = { ...existing, ...patch };
  const forbidden = () => new ForbiddenError(crmMessages.notYourContact);
  if (!existing.Contact_Type) {
    if (!isOwnContact(existing, owner)) throw forbidden();
    if (!isOwnContact(merged, owner)) throw forbidden();
    if (patch.Partner_Contact || patch.Parent) throw new ValidationError(crmMessages.selfHasNoLink);
    return;
  }
  if (!linkIsOwnContact) throw forbidden();
  if (merged.Contact_Type !== existing.Contact_Type || hasUserId(merged)) throw forbidden();
  if (familyLinkOf(merged) !== familyLinkOf(existing)) throw forbidden();
}
