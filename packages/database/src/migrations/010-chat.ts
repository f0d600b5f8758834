import type { Migration } from '../migrate';

/**
 * Chat between a member and an expert (docs/decisions/016-expert-chat.md). One conversation per member and expert;
 * a message's `seq` is its place in the conversation, taken from the conversation's `last_seq` under its row lock in
 * the transaction that stores it, so two sends at once never share one (and the unique index would refuse it). A
 * resend carries the sender's `client_message_id` again: unique per conversation, so it is never stored twice. Each
 * side's progress through the other's messages (delivered, read) and the last waiting-message mail to it live on
 * the conversation. Socket tickets (single use, a minute) and, in AWS, API Gateway's open connections per party.
 * Experts gain `takes_chat` (ops' `--no-chat` turns it off).
 */
export const chat: Migration = {
  name: '010-chat',
  statements: [
    'ALTER TABLE experts ADD COLUMN takes_chat BOOLEAN NOT NULL DEFAULT TRUE',
    `CREATE TABLE chat_conversations (
      id TEXT PRIMARY KEY,
      member_id TEXT NOT NULL,
      expert_id TEXT NOT NULL REFERENCES experts (id),
      member_first_name TEXT NOT NULL,
      member_email TEXT,
      member_locale TEXT NOT NULL,
      last_seq INTEGER NOT NULL DEFAULT 0,
      member_delivered_seq INTEGER NOT NULL DEFAULT 0,
      member_read_seq INTEGER NOT NULL DEFAULT 0,
      expert_delivered_seq INTEGER NOT NULL DEFAULT 0,
      expert_read_seq INTEGER NOT NULL DEFAULT 0,
      member_mailed_at TIMESTAMPTZ,
      expert_mailed_at TIMESTAMPTZ,
      created_at TIMESTAMPTZ NOT NULL,
      updated_at TIMESTAMPTZ NOT NULL,
      CONSTRAINT chat_conversations_pair UNIQUE (member_id, expert_id)
    )`,
    'CREATE INDEX chat_conversations_expert_idx ON chat_conversations (expert_id, updated_at DESC)',
    `CREATE TABLE chat_messages (
      id TEXT PRIMARY KEY,
      conversation_id TEXT NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
      seq INTEGER NOT NULL CHECK (seq >= 1),
      client_message_id TEXT NOT NULL,
      sender TEXT NOT NULL CHECK (sender IN ('member', 'expert')),
      text TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL,
      CONSTRAINT chat_messages_seq UNIQUE (conversation_id, seq),
      CONSTRAINT chat_messages_client_id UNIQUE (conversation_id, client_message_id)
    )`,
    `CREATE TABLE chat_socket_tickets (
      ticket TEXT PRIMARY KEY,
      party TEXT NOT NULL,
      expires_at TIMESTAMPTZ NOT NULL
    )`,
    `CREATE TABLE chat_socket_connections (
      connection_id TEXT PRIMARY KEY,
      party TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL,
      expires_at TIMESTAMPTZ NOT NULL
    )`,
    'CREATE INDEX chat_socket_connections_party_idx ON chat_socket_connections (party, expires_at)',
  ],
};
