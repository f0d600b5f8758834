// Section 5b: the self-care progress summary at scale on PGlite (the real migrations, stores and use case): a
// member's GET /api/progress read when 10,000 members have 10k events in all, and 1M.
import { PgliteDatabase } from '@kinwell/adapters-local';
import { readProgress } from '@kinwell/core';
import {
  migrate,
  migrations,
  PRACTICE_RUNS_FROM_DAYS,
  SqlProgressStore,
  SqlThemeEventsRepository,
} from '@kinwell/database';
import { growthRow, max, type Row, type Section } from './report';
import { randomBelow, timeEach } from './sampling';
import { percentile, round } from './stats';

const USERS = 10_000;
const THEMES = 6;
const STAGES = [10_000, 1_000_000];
const READS = 1_000;
const WARMUP_READS = 1_000;
const BATCH = 100_000;
const NOW = new Date('2026-11-25T12:00:00Z');
const TIME_ZONE = 'Europe/Paris';

// Event g belongs to member g mod 10,000; its round r = g ÷ 10,000 picks the kind (a session's views, completions
// with seconds, a completed session, a check-in, a reflection), the theme and the day: one round every 3 days back
// from NOW, so at 1M events each member has 100 events over ten months. Ids are uuid-shaped from g.
const KIND = `CASE (g / ${USERS}) % 10 WHEN 0 THEN 'check_in' WHEN 1 THEN 'session_completed'
  WHEN 2 THEN 'screen_viewed' WHEN 3 THEN 'screen_viewed' WHEN 4 THEN 'reflection_saved' ELSE 'screen_completed' END`;
const INSERT_EVENTS = `INSERT INTO theme_events
    (client_id, user_id, theme_id, session_id, screen_id, event_type, occurred_at, payload)
  SELECT '00000000-0000-4000-8000-' || lpad(g::text, 12, '0'), 'user-' || (g % ${USERS}),
         'theme-' || ((g / ${USERS}) % ${THEMES}), 'session-' || ((g / ${USERS}) % 4), 'screen-' || (g % 7), kind,
         timestamptz '2026-11-25T11:00:00Z' - ((g / ${USERS}) * interval '3 days') - (g % ${USERS}) * interval '1 second',
         CASE kind WHEN 'screen_completed' THEN jsonb_build_object('seconds', 30 + g % 300)
                   WHEN 'check_in' THEN jsonb_build_object('mood', 1 + g % 5, 'moment', 'end')
                   WHEN 'reflection_saved' THEN jsonb_build_object('hasNote', true)
                   ELSE '{}'::jsonb END
  FROM (SELECT g, ${KIND} AS kind FROM generate_series(:from::int, :to::int) AS g) AS events`;

// The summary the write path keeps, built in bulk from the same events (what storing them one by one ends with).
const DAY = `(occurred_at AT TIME ZONE '${TIME_ZONE}')::date`;
const SUMMARY = [
  `INSERT INTO progress_days (user_id, day, seconds, screens, sessions_completed)
   SELECT user_id, ${DAY}, coalesce(sum((payload->>'seconds')::int), 0),
          count(*) FILTER (WHERE event_type = 'screen_completed'), count(*) FILTER (WHERE event_type = 'session_completed')
   FROM theme_events WHERE event_type IN ('screen_completed', 'session_completed') GROUP BY 1, 2`,
  `INSERT INTO progress_themes (user_id, theme_id, completed_sessions, last_session_id, last_screen_id, updated_at)
   SELECT views.user_id, views.theme_id, coalesce(done.sessions, '[]'::jsonb), views.session_id, views.screen_id,
          views.occurred_at
   FROM (SELECT DISTINCT ON (user_id, theme_id) user_id, theme_id, session_id, screen_id, occurred_at
         FROM theme_events WHERE event_type = 'screen_viewed' ORDER BY user_id, theme_id, occurred_at DESC) AS views
   LEFT JOIN (SELECT user_id, theme_id, jsonb_agg(DISTINCT session_id) AS sessions FROM theme_events
              WHERE event_type = 'session_completed' GROUP BY 1, 2) AS done
     ON done.user_id = views.user_id AND done.theme_id = views.theme_id`,
  `INSERT INTO progress_moods (user_id, day, at, mood, moment)
   SELECT user_id, ${DAY}, occurred_at, (payload->>'mood')::int, payload->>'moment' FROM theme_events
   WHERE event_type = 'check_in'`,
  `INSERT INTO private_notes (id, user_id, kind, theme_id, session_id, screen_id, event_id, text, created_at)
   SELECT client_id, user_id, 'reflection', theme_id, session_id, screen_id, id, 'A few words of reflection', occurred_at
   FROM theme_events WHERE event_type = 'reflection_saved'`,
  PRACTICE_RUNS_FROM_DAYS,
];
const TABLES = 'theme_events, progress_days, progress_runs, progress_themes, progress_moods, private_notes';

interface Stage {
  events: number;
  seedSeconds: number;
  p50: number;
  p95: number;
  yearP95: number;
  max: number;
  writeP95: number;
  rowsPerRead: number;
}

export async function progressSection(dataDir?: string): Promise<Section> {
  const db = await PgliteDatabase.open(dataDir ? { dataDir } : {});
  const stages: Stage[] = [];
  try {
    await migrate(db, migrations);
    const store = new SqlProgressStore(db);
    const events = new SqlThemeEventsRepository(db);
    for (const target of STAGES) {
      const started = performance.now();
      await db.query(`TRUNCATE ${TABLES}`);
      for (let from = 0; from < target; from += BATCH) {
        await db.query(INSERT_EVENTS, { from, to: Math.min(target, from + BATCH) - 1 });
      }
      console.log(
        `  seeded ${target.toLocaleString('en-US')} events in ${round((performance.now() - started) / 1000, 1)} s`,
      );
      // Statistics first: without them the planner joins the summary's subqueries row by row.
      await db.query('ANALYZE theme_events');
      for (const statement of SUMMARY) await db.query(statement);
      await db.query(`ANALYZE ${TABLES}`);
      const seedSeconds = (performance.now() - started) / 1000;

      const random = randomBelow(target);
      // The summary rows each read answers (days, moods, themes, reflections), to tell growth in the table from
      // growth in what a member has in the period.
      let rowsRead = 0;
      const counting = {
        read: async (userId: string, range: { fromDay: string; toDay: string }) => {
          const rows = await store.read(userId, range);
          rowsRead += rows.days.length + rows.moods.length + rows.themes.length + rows.reflections.length;
          return rows;
        },
      };
      const read = (period: 'month' | 'year') => () =>
        readProgress(counting, `user-${random(USERS)}`, { period, timeZone: TIME_ZONE }, NOW);
      await timeEach(WARMUP_READS, read('month'));
      rowsRead = 0;
      const times = await timeEach(READS, read('month'));
      const rowsPerRead = rowsRead / READS;
      const yearTimes = await timeEach(READS, read('year'));
      // The write side: one new event with its summary, in its transaction, at the same size.
      let next = target;
      const writeTimes = await timeEach(200, () =>
        events.add(
          {
            userId: `user-${random(USERS)}`,
            themeId: 'theme-1',
            sessionId: 'session-1',
            screenId: 'screen-1',
            type: 'screen_completed',
            occurredAt: NOW.toISOString(),
            payload: { seconds: 60 },
          },
          {
            clientId: `00000000-0000-4000-9000-${String(next++).padStart(12, '0')}`,
            changes: [{ kind: 'practice', day: '2026-11-25', seconds: 60, screens: 1, sessionsCompleted: 0 }],
          },
        ),
      );
      stages.push({
        events: target,
        seedSeconds,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        yearP95: percentile(yearTimes, 95),
        max: Math.max(...times),
        writeP95: percentile(writeTimes, 95),
        rowsPerRead,
      });
      console.log(
        `  progress read p95 at ${target.toLocaleString('en-US')} events: ${round(percentile(times, 95))} ms (month), ` +
          `${round(percentile(yearTimes, 95))} ms (year); event write p95 ${round(percentile(writeTimes, 95))} ms; ` +
          `seeded in ${round(seedSeconds, 1)} s`,
      );
    }
  } finally {
    await db.close();
  }

  const rows: Row[] = stages.map((stage) => ({
    figure: `progress summary read (month) · p95 at ${stage.events.toLocaleString('en-US')} events`,
    value: stage.p95,
    unit: 'ms',
    note: `p50 ${round(stage.p50)} ms, max ${round(stage.max, 1)} ms, summary rows a read ${round(stage.rowsPerRead, 1)}; a year's read p95 ${round(stage.yearP95)} ms; an event's write with its summary p95 ${round(stage.writeP95)} ms; seeded in ${round(stage.seedSeconds, 1)} s`,
    budgets: [max(5, '≤ 5 ms')],
  }));
  rows.push(
    ...growthRow(
      stages,
      'the read touches summary rows of the period, never events: what grows is what a member has in the month (100× the events each at 1M; summary rows a read above), not the cost of the larger tables',
    ),
  );
  const notes = [
    `PGlite ${dataDir ? 'over a data dir on disk' : 'in memory'}, the real migrations and stores (packages/database) and core's readProgress — what GET /api/progress runs — through PgliteDatabase. ${USERS.toLocaleString('en-US')} members, ${THEMES} themes.`,
    `Events seeded with generate_series in batches of ${BATCH.toLocaleString('en-US')}; the summary tables built from them in bulk with the same rules the write path applies per event; then ANALYZE.`,
    `At each size: ${WARMUP_READS} warm-up reads, then p95 over ${READS.toLocaleString('en-US')} month reads and ${READS.toLocaleString('en-US')} year reads of random members (time zone ${TIME_ZONE}), one at a time, in a Node process of its own (as a server's would be: no other section's heap to collect).`,
  ];
  return {
    id: 'progress',
    title: '5b. Scale: the self-care progress summary on PGlite (GET /api/progress)',
    notes,
    rows,
  };
}
