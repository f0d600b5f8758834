import type { Migration } from '../migrate';

/**
 * The built-in CRM (the local runtime's, and AWS's when no Zoho secret is configured): each record is
 * kept whole as Zoho's JSON; the keys it is looked up and deduplicated by are columns. Unique indexes
 * make the creates idempotent under concurrency: one lead per user, one contact per identity.
 */
export const crm: Migration = {
  name: '003-crm',
  statements: [
    `CREATE TABLE crm_accounts (
      id TEXT PRIMARY KEY,
      account_name TEXT NOT NULL,
      record JSONB NOT NULL DEFAULT '{}'::jsonb,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE crm_leads (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      email TEXT,
      record JSONB NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    'CREATE UNIQUE INDEX crm_leads_user_id_key ON crm_leads (user_id)',
    `CREATE TABLE crm_contacts (
      id TEXT PRIMARY KEY,
      dedupe_key TEXT NOT NULL,
      owner_sub TEXT NOT NULL,
      user_id TEXT,
      email TEXT,
      contact_type TEXT,
      linked_contact_id TEXT,
      account_id TEXT,
      record JSONB NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    'CREATE UNIQUE INDEX crm_contacts_dedupe_key ON crm_contacts (dedupe_key)',
    'CREATE INDEX crm_contacts_user_email_idx ON crm_contacts (user_id, email)',
    'CREATE INDEX crm_contacts_linked_idx ON crm_contacts (linked_contact_id)',
  ],
};
