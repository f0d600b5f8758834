import { GENDERS, GOALS, MARITAL_STATUSES, onboardingMessages } from '@kinwell/core';
import * as z from 'zod';
import type { RouteContract } from './http';

/**
 * The CRM calls (spec §7), with Zoho's field names: the payloads are Zoho records. Answers carry the
 * fields the client reads at top level (`details.id`, `leads`, `contacts`, `accounts`).
 */
const Text = (max = 200) => z.string().trim().max(max);
const ZohoId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Invalid record id' });
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates are YYYY-MM-DD' });

export const GoalOption = z.enum(GOALS);
export const GenderOption = z.enum(GENDERS);
export const MaritalStatusOption = z.enum(MARITAL_STATUSES);

/** A lead (spec §3); id and Lead_Status are the server's. */
export const LeadData = z.strictObject({
  Company: Text().optional(),
  Email: z.email(),
  Gender: GenderOption.optional(),
  User_ID: Text(128),
  Country: Text(2).optional(),
  Goals: z.array(GoalOption).max(3, { error: onboardingMessages.tooManyGoals }).optional(),
  date_of_birth: IsoDate.optional(),
  Marital_Status: MaritalStatusOption.optional(),
  First_Name: Text(50).optional(),
  Last_Name: Text(50),
  Full_Name: Text(101).optional(),
  Lead_Type: Text(50).optional(),
  Personal_Email: z.email().optional(),
});
export type LeadData = z.infer<typeof LeadData>;
export const Lead = LeadData.extend({ id: z.string(), Lead_Status: z.string() });
export type Lead = z.infer<typeof Lead>;

/** The user's own contact, or a family member's (Contact_Type Partner/Child, linked to the user's contact). */
export const ContactData = z.strictObject({
  id: ZohoId.optional(),
  Company: Text().optional(),
  Email: z.email().optional(),
  Gender: GenderOption.optional(),
  User_ID: Text(128).optional(),
  Country: Text(2).optional(),
  date_of_birth: IsoDate.optional(),
  Date_of_Birth: IsoDate.optional(),
  Marital_Status: MaritalStatusOption.optional(),
  First_Name: Text(50).optional(),
  Last_Name: Text(50),
  Full_Name: Text(101).optional(),
  Lead_Type: Text(50).optional(),
  Personal_Email: z.email().optional(),
  hasChildren: z.boolean().optional(),
  Account_Name: z.union([z.string(), z.object({ id: ZohoId, name: z.string().optional() })]).optional(),
  Contact_Type: z.enum(['Partner', 'Child']).optional(),
  Contact_Status: z.enum(['Invite sent', 'Invite Not Sent', 'Invite not sent (<13 not eligible)']).optional(),
  Partner_Contact: ZohoId.optional(),
  Parent: ZohoId.optional(),
});
export type ContactData = z.infer<typeof ContactData>;
export const Contact = ContactData.extend({ id: z.string() });
export type Contact = z.infer<typeof Contact>;

export const CreatedResponse = z.object({ details: z.object({ id: z.string() }) });
export const OwnRecordsQuery = z.strictObject({ email: z.email(), userId: Text(128) });

export const crmRoutes = {
  createLead: {
    group: 'crm',
    method: 'POST',
    path: '/api/zoho/lead/create',
    auth: 'session',
    body: z.strictObject({ leadData: LeadData }),
    response: CreatedResponse,
  },
  getLeads: {
    group: 'crm',
    method: 'POST',
    path: '/api/zoho/lead/get',
    auth: 'session',
    body: OwnRecordsQuery,
    response: z.object({ leads: z.array(Lead) }),
  },
  updateLead: {
    group: 'crm',
    method: 'PUT',
    path: '/api/zoho/lead/update',
    auth: 'session',
    body: z.strictObject({ leadId: ZohoId, leadData: LeadData.partial() }),
    response: CreatedResponse,
  },
  createContact: {
    group: 'crm',
    method: 'POST',
    path: '/api/zoho/contact/create',
    auth: 'session',
    body: z.strictObject({ contactData: ContactData }),
    response: CreatedResponse,
  },
  updateContact: {
    group: 'crm',
    method: 'PUT',
    path: '/api/zoho/contact/update',
    auth: 'session',
    body: z.strictObject({ contactData: ContactData.partial().extend({ id: ZohoId }) }),
    response: CreatedResponse,
  },
  getContacts: {
    group: 'crm',
    method: 'POST',
    path: '/api/zoho/contact/get',
    auth: 'session',
    body: OwnRecordsQuery,
    response: z.object({ contacts: z.array(Contact) }),
  },
  getAccount: {
    group: 'crm',
    method: 'POST',
    path: '/api/zoho/account/get',
    auth: 'session',
    body: z.strictObject({ id: ZohoId }),
    response: z.object({ accounts: z.array(z.object({ Account_Name: z.string(), id: z.string() })) }),
  },
  attachContact: {
    group: 'crm',
    method: 'POST',
    path: '/api/zoho/attach/{contactId}',
    auth: 'session',
    body: z.strictObject({ accountId: ZohoId }),
    response: z.object({ success: z.literal(true), contactId: z.string(), accountId: z.string() }),
  },
} as const satisfies Record<string, RouteContract>;
