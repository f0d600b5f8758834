import type { Migration } from '../migrate';

/**
 * Self-care progress. Events get the client's id, unique per user, so a retried send is stored once. The summary
 * tables are kept current by each event write (one row per member and day, per member and theme, per check-in):
 * reading a member's progress never scans their events. The member's own words live in private_notes, apart.
 */
export const progress: Migration = {
  name: '005-progress',
  statements: [
    'ALTER TABLE theme_events ADD COLUMN client_id TEXT',
    `CREATE UNIQUE INDEX theme_events_user_client_key ON theme_events (user_id, client_id)
      WHERE client_id IS NOT NULL`,
    `CREATE TABLE progress_days (
      user_id TEXT NOT NULL,
      day DATE NOT NULL,
      seconds INTEGER NOT NULL DEFAULT 0,
      screens INTEGER NOT NULL DEFAULT 0,
      sessions_completed INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (user_id, day)
    )`,
    `CREATE TABLE progress_themes (
      user_id TEXT NOT NULL,
      theme_id TEXT NOT NULL,
      completed_sessions JSONB NOT NULL DEFAULT '[]'::jsonb,
      last_session_id TEXT,
      last_screen_id TEXT,
      updated_at TIMESTAMPTZ NOT NULL,
      PRIMARY KEY (user_id, theme_id)
    )`,
    `CREATE TABLE progress_moods (
      id BIGSERIAL PRIMARY KEY,
      user_id TEXT NOT NULL,
      day DATE NOT NULL,
      at TIMESTAMPTZ NOT NULL,
      mood SMALLINT NOT NULL CHECK (mood BETWEEN 1 AND 5),
      moment TEXT NOT NULL
    )`,
    'CREATE INDEX progress_moods_user_day_idx ON progress_moods (user_id, day)',
    `CREATE TABLE private_notes (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      kind TEXT NOT NULL,
      theme_id TEXT NOT NULL,
      session_id TEXT,
      screen_id TEXT,
      event_id BIGINT,
      text TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL
    )`,
    'CREATE INDEX private_notes_user_kind_time_idx ON private_notes (user_id, kind, created_at DESC)',
  ],
};
