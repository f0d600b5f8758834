import type { Migration } from '../migrate';

/**
 * Experts, their availability and 1:1 bookings (docs/decisions/010-booking.md). Hours are minutes since midnight on
 * the expert's own clock (their zone is on the expert); bookings are instants. No two booked sessions of one expert
 * overlap: an exclusion constraint over the expert and the session's time range refuses the second in the database
 * itself, whatever the lengths, so two members racing for one slot cannot both win. It needs btree_gist (text
 * equality in a GiST index), which Aurora PostgreSQL offers and PGlite loads as a contrib extension.
 */
export const booking: Migration = {
  name: '006-booking',
  statements: [
    'CREATE EXTENSION IF NOT EXISTS btree_gist',
    `CREATE TABLE experts (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      photo_url TEXT NOT NULL,
      credentials TEXT NOT NULL,
      specialties JSONB NOT NULL,
      languages JSONB NOT NULL,
      gender TEXT NOT NULL,
      bio JSONB NOT NULL,
      time_zone TEXT NOT NULL,
      session_minutes JSONB NOT NULL,
      location JSONB NOT NULL,
      created_at TIMESTAMPTZ NOT NULL,
      retired_at TIMESTAMPTZ
    )`,
    `CREATE TABLE expert_weekly_hours (
      expert_id TEXT NOT NULL REFERENCES experts (id),
      weekday SMALLINT NOT NULL CHECK (weekday BETWEEN 1 AND 7),
      start_minute SMALLINT NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
      end_minute SMALLINT NOT NULL CHECK (end_minute BETWEEN 1 AND 1440),
      CHECK (start_minute < end_minute)
    )`,
    'CREATE INDEX expert_weekly_hours_expert_idx ON expert_weekly_hours (expert_id)',
    `CREATE TABLE expert_days_off (
      expert_id TEXT NOT NULL REFERENCES experts (id),
      day DATE NOT NULL,
      PRIMARY KEY (expert_id, day)
    )`,
    `CREATE TABLE expert_extra_hours (
      expert_id TEXT NOT NULL REFERENCES experts (id),
      day DATE NOT NULL,
      start_minute SMALLINT NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
      end_minute SMALLINT NOT NULL CHECK (end_minute BETWEEN 1 AND 1440),
      CHECK (start_minute < end_minute)
    )`,
    'CREATE INDEX expert_extra_hours_expert_day_idx ON expert_extra_hours (expert_id, day)',
    `CREATE TABLE bookings (
      id TEXT PRIMARY KEY,
      expert_id TEXT NOT NULL REFERENCES experts (id),
      member_id TEXT NOT NULL,
      starts_at TIMESTAMPTZ NOT NULL,
      ends_at TIMESTAMPTZ NOT NULL,
      status TEXT NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled', 'late_cancelled')),
      sequence INTEGER NOT NULL DEFAULT 0,
      created_at TIMESTAMPTZ NOT NULL,
      updated_at TIMESTAMPTZ NOT NULL,
      cancelled_by TEXT CHECK (cancelled_by IN ('member', 'expert')),
      cancel_reason TEXT,
      CHECK (starts_at < ends_at),
      CONSTRAINT bookings_no_overlap EXCLUDE USING gist (expert_id WITH =, tstzrange(starts_at, ends_at) WITH &&)
        WHERE (status = 'booked')
    )`,
    // The slot search reads an expert's bookings that end after now: the range starts at the index's second column.
    'CREATE INDEX bookings_expert_ends_idx ON bookings (expert_id, ends_at)',
    'CREATE INDEX bookings_member_starts_idx ON bookings (member_id, starts_at)',
  ],
};
