/**
 * The CRM port: Zoho CRM in production, the built-in CRM tables otherwise. Records keep Zoho's field
 * names (they are what the API speaks); lookups (Partner_Contact, Parent) are read back as plain ids.
 * Adapters throw NotFoundError for an unknown id on update, and any other error when the CRM fails.
 */
export type ContactType = 'Partner' | 'Child';

/** A lookup to another record: its id, or `{ id, name }` as Zoho reads it back. */
export type CrmLookup = string | { id: string; name?: string };

/** A lead's fields (spec §3). `id` is the CRM's. */
export interface LeadFields {
  User_ID?: string;
  Email?: string;
  Lead_Status?: string;
  [field: string]: unknown;
}
export interface LeadRecord extends LeadFields {
  id: string;
}

/** A contact's fields: the user's own contact, or a family member's (Contact_Type and a link to the user's). */
export interface ContactFields {
  User_ID?: string;
  Email?: string;
  First_Name?: string;
  Last_Name?: string;
  Date_of_Birth?: string;
  Contact_Type?: ContactType;
  /** A partner's link to the user's own contact. */
  Partner_Contact?: CrmLookup;
  /** A child's link to the user's own contact. */
  Parent?: CrmLookup;
  Account_Name?: CrmLookup;
  [field: string]: unknown;
}
export interface ContactRecord extends ContactFields {
  id: string;
}

export interface AccountRecord {
  id: string;
  Account_Name: string;
}

/**
 * Which contact a create stands for, so a retried create finds the contact it made before: the user's
 * own contact by user id; a family member by owner, type and email, else by owner, type, names and birth date.
 */
export type ContactIdentity =
  | { kind: 'self'; userId: string }
  | {
      kind: 'family';
      ownerSub: string;
      /** The user's own contact the family member is linked to (Partner_Contact / Parent). */
      ownerContactId: string;
      contactType: ContactType;
      match: { email: string } | { firstName: string; lastName: string; dateOfBirth: string };
    };

/** Everything the CRM holds about one member: their lead(s), their own contact(s), and the family contacts they added. */
export interface PersonalCrmRecords {
  leads: LeadRecord[];
  contacts: ContactRecord[];
}

export interface Crm {
  /** Creates the user's lead once: a lead with the same User_ID already there is answered unchanged. */
  createLead(fields: LeadFields & { User_ID: string }): Promise<{ id: string; created: boolean }>;
  findLeads(query: { email: string; userId: string }): Promise<LeadRecord[]>;
  getLead(id: string): Promise<LeadRecord | undefined>;
  updateLead(id: string, fields: LeadFields): Promise<{ id: string }>;
  /** Creates the contact `identity` names, or updates it with `fields` when it exists already. */
  upsertContact(identity: ContactIdentity, fields: ContactFields): Promise<{ id: string; created: boolean }>;
  updateContact(id: string, fields: ContactFields): Promise<{ id: string }>;
  /** The user's own contacts (not family members) with this email and user id. */
  findContacts(query: { email: string; userId: string }): Promise<ContactRecord[]>;
  getContact(id: string): Promise<ContactRecord | undefined>;
  getAccount(id: string): Promise<AccountRecord | undefined>;
  attachContactToAccount(contactId: string, accountId: string): Promise<void>;
  /** The member's records (User_ID = their sub) and the family contacts linked to their own contacts. */
  personalRecords(userId: string): Promise<PersonalCrmRecords>;
  /**
   * Deletes every record `personalRecords` answers. Records already gone are no error, so a deletion that failed
   * halfway can run again. Accounts (companies) are not the member's and stay.
   */
  erasePersonalRecords(userId: string): Promise<void>;
}
