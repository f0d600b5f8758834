import type { Migration } from '../migrate';

/**
 * The AI coach's conversation: one row a message, the member's and the coach's, kept for the member alone (read a
 * page at a time, newest first; deleted at their word or with their account). A crisis answer keeps the kinds of
 * risk seen, a guided answer its sessions. The daily limit counts in rate_limits (002).
 */
export const coach: Migration = {
  name: '009-coach',
  statements: [
    `CREATE TABLE coach_messages (
      id TEXT PRIMARY KEY,
      member_id TEXT NOT NULL,
      role TEXT NOT NULL CHECK (role IN ('member', 'coach')),
      kind TEXT NOT NULL CHECK (kind IN ('text', 'crisis', 'suggestions')),
      text TEXT NOT NULL,
      details JSONB,
      created_at TIMESTAMPTZ NOT NULL,
      seq BIGSERIAL
    )`,
    'CREATE INDEX coach_messages_member_idx ON coach_messages (member_id, created_at DESC, seq DESC)',
  ],
};
