import type { Migration } from '../migrate';
import { PRACTICE_RUNS_FROM_DAYS } from '../practice-runs-sql';

/**
 * Runs of consecutive practice days per member, kept by each event write beside progress_days, so the streak reads
 * the longest and the latest run (two index lookups) instead of every day the member ever practised. Existing days
 * are folded into runs once, here.
 */
export const progressRuns: Migration = {
  name: '011-progress-runs',
  statements: [
    `CREATE TABLE progress_runs (
      user_id TEXT NOT NULL,
      first_day DATE NOT NULL,
      last_day DATE NOT NULL,
      days INTEGER GENERATED ALWAYS AS (last_day - first_day + 1) STORED,
      PRIMARY KEY (user_id, first_day),
      CHECK (last_day >= first_day)
    )`,
    'CREATE INDEX progress_runs_user_days_idx ON progress_runs (user_id, days DESC)',
    PRACTICE_RUNS_FROM_DAYS,
  ],
};
