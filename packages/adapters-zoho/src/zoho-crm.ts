import {
  type AccountRecord,
  type ContactFields,
  type ContactIdentity,
  type ContactRecord,
  type Crm,
  familyLinkOf,
  type LeadFields,
  type LeadRecord,
  lookupId,
  NotFoundError,
  type PersonalCrmRecords,
} from '@kinwell/core';
import { ZohoClient, type ZohoClientOptions } from './zoho-client';
import type { ZohoConfig } from './zoho-config';
import { ZohoApiError, zohoErrorOf } from './zoho-error';

type Module = 'Leads' | 'Contacts' | 'Accounts';
type ZohoRecord = Record<string, unknown> & { id: string };

/** The fields Kinwell reads back (spec §3); Zoho's own (Owner, Created_Time, $-fields, …) stay in Zoho. */
const LEAD_FIELDS = [
  'Company',
  'Email',
  'Gender',
  'User_ID',
  'Country',
  'Goals',
  'date_of_birth',
  'Marital_Status',
  'First_Name',
  'Last_Name',
  'Full_Name',
  'Lead_Status',
  'Lead_Type',
  'Personal_Email',
];
const CONTACT_FIELDS = [
  'Company',
  'Email',
  'Gender',
  'User_ID',
  'Country',
  'date_of_birth',
  'Date_of_Birth',
  'Marital_Status',
  'First_Name',
  'Last_Name',
  'Full_Name',
  'Lead_Type',
  'Personal_Email',
  'hasChildren',
  'Account_Name',
  'Contact_Type',
  'Contact_Status',
  'Partner_Contact',
  'Parent',
];
const LOOKUPS = ['Partner_Contact', 'Parent', 'Account_Name'];

/** Zoho's record as the port's: known fields only, nulls dropped, partner and parent lookups as ids. */
function fromZoho(record: ZohoRecord, fields: readonly string[]): ZohoRecord {
  const out: ZohoRecord = { id: String(record.id) };
  for (const field of fields) {
    const value = record[field];
    if (value === null || value === undefined) continue;
    if (field === 'Partner_Contact' || field === 'Parent') out[field] = lookupId(value);
    else if (field === 'Account_Name' && value && typeof value === 'object') {
      const { id, name } = value as { id?: unknown; name?: unknown };
      out[field] = { id: String(id), ...(typeof name === 'string' ? { name } : {}) };
    } else out[field] = value;
  }
  return out;
}

/** The port's fields as Zoho takes them: lookups written by id as `{ id }`. */
function toZoho(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (field === 'id') continue;
    const id = LOOKUPS.includes(field) && typeof value === 'object' ? lookupId(value) : undefined;
    out[field] = id ? { id } : value;
  }
  return out;
}

/** Zoho's search criteria: `(Field:equals:value)and(…)`, with ( ) , \ in values escaped. */
export function criteria(conditions: Record<string, string>): string {
  const escaped = (value: string) => value.replace(/[\\(),]/g, (c) => `\\${c}`);
  return Object.entries(conditions)
    .map(([field, value]) => `(${field}:equals:${escaped(value)})`)
    .join('and');
}

interface WriteResult {
  code?: string;
  action?: 'insert' | 'update';
  details?: { id?: string };
  status?: string;
}

/** The CRM port on Zoho CRM's REST API v8. */
export class ZohoCrm implements Crm {
  private readonly client: ZohoClient;

  constructor(config: ZohoConfig, options: ZohoClientOptions = {}) {
    this.client = new ZohoClient(config, options);
  }

  async createLead(fields: LeadFields & { User_ID: string }): Promise<{ id: string; created: boolean }> {
    // A lead already there is answered as it is (its status may have moved on since); otherwise an upsert on
    // User_ID, so two creates at once still make one lead.
    const [existing] = await this.search('Leads', { User_ID: fields.User_ID });
    if (existing) return { id: existing.id, created: false };
    const result = await this.write('POST', '/Leads/upsert', {
      data: [toZoho(fields)],
      duplicate_check_fields: ['User_ID'],
    });
    return { id: this.idOf(result), created: result.action !== 'update' };
  }

  async findLeads(query: { email: string; userId: string }): Promise<LeadRecord[]> {
    const found = await this.search('Leads', { Email: query.email, User_ID: query.userId });
    return found.map((record) => fromZoho(record, LEAD_FIELDS));
  }

  async getLead(id: string): Promise<LeadRecord | undefined> {
    const record = await this.get('Leads', id);
    return record && fromZoho(record, LEAD_FIELDS);
  }

  async updateLead(id: string, fields: LeadFields): Promise<{ id: string }> {
    return { id: await this.update('Leads', id, fields) };
  }

  async upsertContact(identity: ContactIdentity, fields: ContactFields): Promise<{ id: string; created: boolean }> {
    if (identity.kind === 'self') {
      const result = await this.write('POST', '/Contacts/upsert', {
        data: [toZoho({ ...fields, User_ID: identity.userId })],
        duplicate_check_fields: ['User_ID'],
      });
      return { id: this.idOf(result), created: result.action !== 'update' };
    }
    const { match } = identity;
    const conditions: Record<string, string> =
      'email' in match
        ? { Contact_Type: identity.contactType, Email: match.email }
        : {
            Contact_Type: identity.contactType,
            Last_Name: match.lastName,
            First_Name: match.firstName,
            Date_of_Birth: match.dateOfBirth,
          };
    // The link to the user's own contact is compared here rather than in the criteria: search on a
    // lookup's id is not something every org's API accepts.
    const existing = (await this.search('Contacts', conditions)).find(
      (record) => familyLinkOf(fromZoho(record, CONTACT_FIELDS) as ContactFields) === identity.ownerContactId,
    );
    if (existing) return { id: await this.update('Contacts', existing.id, fields), created: false };
    const result = await this.write('POST', '/Contacts', { data: [toZoho(fields)] }, false);
    return { id: this.idOf(result), created: true };
  }

  async updateContact(id: string, fields: ContactFields): Promise<{ id: string }> {
    return { id: await this.update('Contacts', id, fields) };
  }

  async findContacts(query: { email: string; userId: string }): Promise<ContactRecord[]> {
    const found = await this.search('Contacts', { Email: query.email, User_ID: query.userId });
    return found.map((record) => fromZoho(record, CONTACT_FIELDS)).filter((record) => !record.Contact_Type);
  }

  async getContact(id: string): Promise<ContactRecord | undefined> {
    const record = await this.get('Contacts', id);
    return record && fromZoho(record, CONTACT_FIELDS);
  }

  async getAccount(id: string): Promise<AccountRecord | undefined> {
    const record = await this.get('Accounts', id);
    return record && { id: String(record.id), Account_Name: String(record.Account_Name ?? '') };
  }

  async attachContactToAccount(contactId: string, accountId: string): Promise<void> {
    await this.update('Contacts', contactId, { Account_Name: { id: accountId } });
  }

  async personalRecords(userId: string): Promise<PersonalCrmRecords> {
    const [leads, contacts] = await Promise.all([
      this.search('Leads', { User_ID: userId }),
      this.search('Contacts', { User_ID: userId }),
    ]);
    const own = contacts.map((record) => fromZoho(record, CONTACT_FIELDS)).filter((record) => !record.Contact_Type);
    return {
      leads: leads.map((record) => fromZoho(record, LEAD_FIELDS)),
      contacts: [...own, ...(await this.familyOf(own.map((contact) => contact.id)))],
    };
  }

  async erasePersonalRecords(userId: string): Promise<void> {
    const { leads, contacts } = await this.personalRecords(userId);
    // Family contacts first: were the member's own contact deleted first and the call then failed, the family
    // contacts would lose the link a retry finds them by.
    const own = contacts.filter((contact) => !contact.Contact_Type).map((contact) => contact.id);
    const family = contacts.filter((contact) => contact.Contact_Type).map((contact) => contact.id);
    await this.deleteRecords('Contacts', family);
    await this.deleteRecords('Contacts', own);
    await this.deleteRecords(
      'Leads',
      leads.map((lead) => lead.id),
    );
  }

  /**
   * The family contacts linked to these contacts. COQL, not search: search criteria on a lookup's id are not
   * something every org's API accepts, while COQL compares lookups by id by design.
   */
  private async familyOf(contactIds: readonly string[]): Promise<ZohoRecord[]> {
    // Zoho ids are digits; anything else cannot be one of ours and must not reach the query text.
    const ids = contactIds.filter((id) => /^\d+$/.test(id));
    if (ids.length === 0) return [];
    const where = ids.flatMap((id) => [`(Partner_Contact = '${id}')`, `(Parent = '${id}')`]).join(' or ');
    const { body } = await this.client.request({
      method: 'POST',
      path: '/coql',
      body: { select_query: `select ${CONTACT_FIELDS.join(', ')} from Contacts where ${where} limit 2000` },
      idempotent: true,
    });
    const found = (body as { data?: ZohoRecord[] } | undefined)?.data ?? [];
    return found.map((record) => fromZoho({ ...record, id: String(record.id) }, CONTACT_FIELDS));
  }

  /** Deletes records by id, 100 per call (Zoho's limit); an id already gone is no error. */
  private async deleteRecords(module: Module, ids: readonly string[]): Promise<void> {
    for (let start = 0; start < ids.length; start += 100) {
      const batch = ids.slice(start, start + 100);
      let response: Awaited<ReturnType<ZohoClient['request']>>;
      try {
        response = await this.client.request({
          method: 'DELETE',
          path: `/${module}`,
          query: { ids: batch.join(',') },
          idempotent: true,
        });
      } catch (error) {
        // Every id of the batch already gone (a retried deletion): Zoho refuses the call as a whole.
        if (error instanceof ZohoApiError && error.code === 'INVALID_DATA' && 'id' in error.details) continue;
        throw error;
      }
      const results = (response.body as { data?: WriteResult[] } | undefined)?.data ?? [];
      const failed = results.find((result) => result.status !== 'success' && result.code !== 'INVALID_DATA');
      if (failed) throw zohoErrorOf(response.status, response.body);
    }
  }

  private async search(module: Module, conditions: Record<string, string>): Promise<ZohoRecord[]> {
    const { body } = await this.client.request({
      method: 'GET',
      path: `/${module}/search`,
      query: { criteria: criteria(conditions) },
      idempotent: true,
    });
    return ((body as { data?: ZohoRecord[] } | undefined)?.data ?? []).map((r) => ({ ...r, id: String(r.id) }));
  }

  private async get(module: Module, id: string): Promise<ZohoRecord | undefined> {
    try {
      const { body } = await this.client.request({
        method: 'GET',
        path: `/${module}/${encodeURIComponent(id)}`,
        idempotent: true,
      });
      const record = (body as { data?: ZohoRecord[] } | undefined)?.data?.[0];
      return record && { ...record, id: String(record.id) };
    } catch (error) {
      if (error instanceof ZohoApiError && (error.isInvalidId || error.status === 404)) return undefined;
      throw error;
    }
  }

  private async update(module: Module, id: string, fields: Record<string, unknown>): Promise<string> {
    try {
      const result = await this.write('PUT', `/${module}/${encodeURIComponent(id)}`, { data: [toZoho(fields)] });
      return this.idOf(result);
    } catch (error) {
      if (error instanceof ZohoApiError && error.isInvalidId)
        throw new NotFoundError(`${module.slice(0, -1)} not found`);
      throw error;
    }
  }

  /** One record written: Zoho answers `{ data: [{ code: 'SUCCESS', details: { id }, status }] }`. */
  private async write(method: 'POST' | 'PUT', path: string, body: unknown, idempotent = true): Promise<WriteResult> {
    const response = await this.client.request({ method, path, body, idempotent });
    const result = (response.body as { data?: WriteResult[] } | undefined)?.data?.[0];
    if (result?.status === 'success') return result;
    throw zohoErrorOf(response.status, response.body);
  }

  private idOf(result: WriteResult): string {
    const id = result.details?.id;
    if (!id) throw new ZohoApiError('a write answered no record id', 200, result.code ?? 'UNKNOWN');
    return String(id);
  }
}
