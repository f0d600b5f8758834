import type { Migration } from '../migrate';

export const themeEvents: Migration = {
  name: '001-theme-events',
  statements: [
    `CREATE TABLE theme_events (
      id BIGSERIAL PRIMARY KEY,
      user_id TEXT NOT NULL,
      theme_id TEXT NOT NULL,
      session_id TEXT,
      screen_id TEXT,
      event_type TEXT NOT NULL,
      occurred_at TIMESTAMPTZ NOT NULL,
      payload JSONB NOT NULL DEFAULT '{}'::jsonb,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`,
    // Progress reads are per user and theme, newest first; the id breaks ties in one millisecond.
    `CREATE INDEX theme_events_user_theme_time_idx
      ON theme_events (user_id, theme_id, occurred_at DESC, id DESC)`,
  ],
};
