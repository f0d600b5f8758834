import type { Migration } from '../migrate';

export const rateLimits: Migration = {
  name: '002-rate-limits',
  statements: [
    `CREATE TABLE rate_limit_hits (
      bucket TEXT NOT NULL,
      hit_at TIMESTAMPTZ NOT NULL
    )`,
    'CREATE INDEX rate_limit_hits_bucket_time_idx ON rate_limit_hits (bucket, hit_at)',
  ],
};
