/**
 * Folds progress_days into progress_runs in bulk (gaps and islands: consecutive days share `day − row number`): the
 * migration that added runs, and the benchmark's seeding, build them with the same rule the write path applies day
 * by day (core's joinPracticeRun). A practice day is one with a screen or a session done, as core counts it.
 */
export const PRACTICE_RUNS_FROM_DAYS = `INSERT INTO progress_runs (user_id, first_day, last_day)
  SELECT user_id, min(day), max(day)
  FROM (SELECT user_id, day, day - CAST(row_number() OVER (PARTITION BY user_id ORDER BY day) AS integer) AS island
        FROM progress_days WHERE screens > 0 OR sessions_completed > 0) AS practice
  GROUP BY user_id, island`;
