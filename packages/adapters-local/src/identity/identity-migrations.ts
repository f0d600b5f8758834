import type { Migration } from '@kinwell/database';

/** Tables of the local identity provider only (Cognito holds these in AWS). */
export const localIdentityMigrations: readonly Migration[] = [
  {
    name: 'local-identity-001',
    statements: [
      `CREATE TABLE identity_users (
        sub TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        confirmed BOOLEAN NOT NULL DEFAULT false,
        attributes JSONB NOT NULL DEFAULT '{}'::jsonb,
        tokens_valid_after TIMESTAMPTZ NOT NULL DEFAULT to_timestamp(0),
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE identity_codes (
        email TEXT NOT NULL,
        purpose TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        expires_at TIMESTAMPTZ NOT NULL,
        PRIMARY KEY (email, purpose)
      )`,
      `CREATE TABLE identity_refresh_tokens (
        token_hash TEXT PRIMARY KEY,
        sub TEXT NOT NULL REFERENCES identity_users (sub) ON DELETE CASCADE,
        expires_at TIMESTAMPTZ NOT NULL,
        revoked BOOLEAN NOT NULL DEFAULT false
      )`,
      'CREATE INDEX identity_refresh_tokens_sub_idx ON identity_refresh_tokens (sub)',
      `CREATE TABLE identity_signing_keys (
        id TEXT PRIMARY KEY,
        secret TEXT NOT NULL
      )`,
    ],
  },
  {
    // The user pool's groups (Cognito groups in AWS): `experts` for the expert role. Set by ops, never by the user.
    name: 'local-identity-002-groups',
    statements: [`ALTER TABLE identity_users ADD COLUMN groups JSONB NOT NULL DEFAULT '[]'::jsonb`],
  },
];
