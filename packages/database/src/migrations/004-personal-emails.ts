import type { Migration } from '../migrate';

/**
 * Each member's personal address and whether they confirmed it. The pending code is kept as a hash with its
 * expiry and the wrong guesses made at it, and is cleared once used.
 */
export const personalEmails: Migration = {
  name: '004-personal-emails',
  statements: [
    `CREATE TABLE personal_emails (
      member_sub TEXT PRIMARY KEY,
      email TEXT NOT NULL,
      confirmed_at TIMESTAMPTZ,
      code_hash TEXT,
      code_expires_at TIMESTAMPTZ,
      failed_attempts INTEGER NOT NULL DEFAULT 0,
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
  ],
};
