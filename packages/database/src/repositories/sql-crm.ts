import { randomUUID } from 'node:crypto';
import {
  type AccountRecord,
  type ContactFields,
  type ContactIdentity,
  type ContactRecord,
  type Crm,
  contactDedupeKey,
  familyLinkOf,
  type LeadFields,
  type LeadRecord,
  lookupId,
  NotFoundError,
  normalizeEmail,
  type PersonalCrmRecords,
  type SqlDatabase,
  type SqlExecutor,
  sqlJson,
} from '@kinwell/core';

export interface SqlCrmOptions {
  /**
   * The name of a company account the CRM does not hold yet, or undefined when no company has that
   * account id: accounts are made from the company directory on first use, so a new company needs no step.
   */
  accountName?: (accountId: string) => Promise<string | undefined>;
}

type Fields = Record<string, unknown>;
interface RecordRow {
  id: string;
  record: Fields;
}

// Ids look like Zoho's (digits), so both CRMs hand the front end the same kind of id.
const newId = () => (BigInt(`0x${randomUUID().replaceAll('-', '').slice(0, 15)}`) + 10n ** 18n).toString();

/** Writes a lookup the way it is read back: the id only. */
function normalizeLinks(fields: Fields): Fields {
  const out = { ...fields };
  for (const name of ['Partner_Contact', 'Parent'] as const) {
    if (name in out) out[name] = lookupId(out[name]) ?? null;
  }
  return out;
}

const emailColumn = (value: unknown) => (typeof value === 'string' ? normalizeEmail(value) : null);
const textColumn = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The columns a contact is found by, taken from its record. */
const contactColumns = (record: ContactFields) => ({
  userId: textColumn(record.User_ID),
  email: emailColumn(record.Email),
  contactType: textColumn(record.Contact_Type),
  linkedContactId: familyLinkOf(record) ?? null,
  accountId: lookupId(record.Account_Name) ?? null,
});

/** The built-in CRM: leads, contacts and accounts in the SQL database, records kept in Zoho's shape. */
export class SqlCrm implements Crm {
  constructor(
    private readonly db: SqlDatabase,
    private readonly options: SqlCrmOptions = {},
  ) {}

  async createLead(fields: LeadFields & { User_ID: string }): Promise<{ id: string; created: boolean }> {
    const id = newId();
    const inserted = await this.db.query<{ id: string }>(
      `INSERT INTO crm_leads (id, user_id, email, record) VALUES (:id, :userId, :email, :record)
       ON CONFLICT (user_id) DO NOTHING RETURNING id`,
      { id, userId: fields.User_ID, email: emailColumn(fields.Email), record: sqlJson(fields) },
    );
    if (inserted.rows[0]) return { id, created: true };
    const { rows } = await this.db.query<{ id: string }>('SELECT id FROM crm_leads WHERE user_id = :userId', {
      userId: fields.User_ID,
    });
    const existing = rows[0];
    if (!existing) throw new Error('A lead conflicted on its user id yet cannot be read');
    return { id: existing.id, created: false };
  }

  async findLeads(query: { email: string; userId: string }): Promise<LeadRecord[]> {
    const { rows } = await this.db.query<RecordRow>(
      'SELECT id, record FROM crm_leads WHERE user_id = :userId AND email = :email ORDER BY created_at, id',
      { userId: query.userId, email: normalizeEmail(query.email) },
    );
    return rows.map((row) => ({ ...row.record, id: row.id }));
  }

  async getLead(id: string): Promise<LeadRecord | undefined> {
    const { rows } = await this.db.query<RecordRow>('SELECT id, record FROM crm_leads WHERE id = :id', { id });
    return rows[0] && { ...rows[0].record, id: rows[0].id };
  }

  async updateLead(id: string, fields: LeadFields): Promise<{ id: string }> {
    await this.db.transaction(async (tx) => {
      const record = await this.lockedRecord(tx, 'crm_leads', id);
      const merged = { ...record, ...fields };
      if (typeof merged.User_ID !== 'string') throw new Error('A lead needs a User_ID');
      await tx.query(
        `UPDATE crm_leads SET record = :record, user_id = :userId, email = :email, updated_at = now() WHERE id = :id`,
        { id, record: sqlJson(merged), userId: merged.User_ID, email: emailColumn(merged.Email) },
      );
    });
    return { id };
  }

  async upsertContact(identity: ContactIdentity, fields: ContactFields): Promise<{ id: string; created: boolean }> {
    const dedupeKey = contactDedupeKey(identity);
    const ownerSub = identity.kind === 'self' ? identity.userId : identity.ownerSub;
    return this.db.transaction(async (tx) => {
      const id = newId();
      const record = normalizeLinks(fields);
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO crm_contacts (id, dedupe_key, owner_sub, user_id, email, contact_type, linked_contact_id, account_id, record)
         VALUES (:id, :dedupeKey, :ownerSub, :userId, :email, :contactType, :linkedContactId, :accountId, :record)
         ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
        { id, dedupeKey, ownerSub, ...contactColumns(record), record: sqlJson(record) },
      );
      if (inserted.rows[0]) return { id, created: true };
      // The contact exists (a retry, or a concurrent create that won): update it with these fields.
      const { rows } = await tx.query<{ id: string }>(
        'SELECT id FROM crm_contacts WHERE dedupe_key = :dedupeKey FOR UPDATE',
        { dedupeKey },
      );
      const existing = rows[0];
      if (!existing) throw new Error('A contact conflicted on its key yet cannot be read');
      await this.writeContact(tx, existing.id, fields);
      return { id: existing.id, created: false };
    });
  }

  async updateContact(id: string, fields: ContactFields): Promise<{ id: string }> {
    await this.db.transaction((tx) => this.writeContact(tx, id, fields));
    return { id };
  }

  async findContacts(query: { email: string; userId: string }): Promise<ContactRecord[]> {
    const { rows } = await this.db.query<RecordRow>(
      `SELECT id, record FROM crm_contacts
       WHERE user_id = :userId AND email = :email AND contact_type IS NULL ORDER BY created_at, id`,
      { userId: query.userId, email: normalizeEmail(query.email) },
    );
    return rows.map((row) => ({ ...row.record, id: row.id }));
  }

  async getContact(id: string): Promise<ContactRecord | undefined> {
    const { rows } = await this.db.query<RecordRow>('SELECT id, record FROM crm_contacts WHERE id = :id', { id });
    return rows[0] && { ...rows[0].record, id: rows[0].id };
  }

  async getAccount(id: string): Promise<AccountRecord | undefined> {
    const { rows } = await this.db.query<{ id: string; account_name: string }>(
      'SELECT id, account_name FROM crm_accounts WHERE id = :id',
      { id },
    );
    const found = rows[0];
    if (found) return { id: found.id, Account_Name: found.account_name };
    const name = await this.options.accountName?.(id);
    if (name === undefined) return undefined;
    // Made from the company directory on first use; a concurrent first use makes the same row.
    await this.db.query(
      `INSERT INTO crm_accounts (id, account_name, record) VALUES (:id, :name, :record) ON CONFLICT (id) DO NOTHING`,
      { id, name, record: sqlJson({ Account_Name: name }) },
    );
    return this.getAccount(id);
  }

  async attachContactToAccount(contactId: string, accountId: string): Promise<void> {
    const account = await this.getAccount(accountId);
    if (!account) throw new NotFoundError('Account not found');
    await this.db.transaction((tx) =>
      this.writeContact(tx, contactId, { Account_Name: { id: account.id, name: account.Account_Name } }),
    );
  }

  async personalRecords(userId: string): Promise<PersonalCrmRecords> {
    const [leads, contacts] = await Promise.all([
      this.db.query<RecordRow>('SELECT id, record FROM crm_leads WHERE user_id = :userId ORDER BY created_at, id', {
        userId,
      }),
      // owner_sub is the member for their own contact and for every family contact they added.
      this.db.query<RecordRow>(
        `SELECT id, record FROM crm_contacts WHERE owner_sub = :userId
         ORDER BY contact_type IS NOT NULL, created_at, id`,
        { userId },
      ),
    ]);
    const read = (row: RecordRow) => ({ ...row.record, id: row.id });
    return { leads: leads.rows.map(read), contacts: contacts.rows.map(read) };
  }

  async erasePersonalRecords(userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM crm_contacts WHERE owner_sub = :userId', { userId });
      await tx.query('DELETE FROM crm_leads WHERE user_id = :userId', { userId });
    });
  }

  /** Merges `fields` into a contact and keeps its lookup columns in step with the record. */
  private async writeContact(tx: SqlExecutor, id: string, fields: ContactFields): Promise<void> {
    const record = await this.lockedRecord(tx, 'crm_contacts', id);
    const merged = normalizeLinks({ ...record, ...fields }) as ContactFields;
    await tx.query(
      `UPDATE crm_contacts SET record = :record, user_id = :userId, email = :email, contact_type = :contactType,
         linked_contact_id = :linkedContactId, account_id = :accountId, updated_at = now()
       WHERE id = :id`,
      { id, record: sqlJson(merged), ...contactColumns(merged) },
    );
  }

  private async lockedRecord(tx: SqlExecutor, table: 'crm_leads' | 'crm_contacts', id: string): Promise<Fields> {
    const { rows } = await tx.query<RecordRow>(`SELECT id, record FROM ${table} WHERE id = :id FOR UPDATE`, { id });
    const found = rows[0];
    if (!found) throw new NotFoundError(table === 'crm_leads' ? 'Lead not found' : 'Contact not found');
    return found.record;
  }
}
