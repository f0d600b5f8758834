// Section 5: the theme_events table at scale on PGlite (the real migrations and the real repository): a user's
// per-theme progress read as the table grows to 10k, 100k and 1M events for 10,000 users.
import { PgliteDatabase } from '@kinwell/adapters-local';
import { migrate, migrations, SqlThemeEventsRepository } from '@kinwell/database';
import { growthRow, max, type Row, type Section } from './report';
import { randomBelow, timeEach } from './sampling';
import { percentile, round } from './stats';

const USERS = 10_000;
const THEMES = 8;
const STAGES = [10_000, 100_000, 1_000_000];
const READS = 1_000;
const WARMUP_READS = 300;
const BATCH = 100_000;

// Event g belongs to user g mod 10,000; each round of 10,000 events moves every user to the next theme, so a user
// has 1, 10 and 100 events at the three stages, spread over 8 themes; one event a second from 2026-01-01.
const INSERT = `INSERT INTO theme_events (user_id, theme_id, session_id, screen_id, event_type, occurred_at, payload)
  SELECT 'user-' || (g % ${USERS}), 'theme-' || ((g / ${USERS}) % ${THEMES}), 'session-' || (g % 5),
         'screen-' || (g % 20), 'screen_viewed', timestamptz '2026-01-01T00:00:00Z' + g * interval '1 second',
         jsonb_build_object('seconds', g % 300)
  FROM generate_series(:from::int, :to::int) AS g`;

interface Stage {
  events: number;
  insertSeconds: number;
  p50: number;
  p95: number;
  max: number;
  rowsPerRead: number;
  pkP95: number;
}

/** The migration's own index statement, so the table read is exactly the one the migrations make. */
function progressIndex(): { name: string; create: string } {
  for (const migration of migrations) {
    for (const statement of migration.statements) {
      const name = /CREATE INDEX (\w+)\s+ON theme_events/i.exec(statement)?.[1];
      if (name) return { name, create: statement };
    }
  }
  throw new Error('no index on theme_events in the migrations');
}

export async function scaleSection(dataDir?: string): Promise<Section> {
  const db = await PgliteDatabase.open(dataDir ? { dataDir } : {});
  const index = progressIndex();
  const stages: Stage[] = [];
  let plan = '';
  try {
    await migrate(db, migrations);
    const repository = new SqlThemeEventsRepository(db);
    let inserted = 0;
    for (const target of STAGES) {
      const started = performance.now();
      // Bulk load without the index, then build it (the same end state, several times faster than row by row).
      await db.query(`DROP INDEX ${index.name}`);
      while (inserted < target) {
        const to = Math.min(target, inserted + BATCH);
        await db.query(INSERT, { from: inserted, to: to - 1 });
        inserted = to;
      }
      await db.query(index.create);
      await db.query('ANALYZE theme_events');
      const insertSeconds = (performance.now() - started) / 1000;

      const random = randomBelow(target);
      const pick = () => ({ userId: `user-${random(USERS)}`, themeId: `theme-${random(THEMES)}` });
      let rows = 0;
      const read = async () => {
        const found = await repository.find({ ...pick(), limit: 100 });
        rows += found.length;
      };
      await timeEach(WARMUP_READS, read);
      rows = 0;
      const times = await timeEach(READS, read);
      // The floor of a query through the same adapter: a primary-key lookup of one row.
      const pkTimes = await timeEach(READS, () =>
        db.query('SELECT id, user_id, theme_id, occurred_at, payload FROM theme_events WHERE id = :id', {
          id: random(target) + 1,
        }),
      );
      stages.push({
        events: target,
        insertSeconds,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: Math.max(...times),
        rowsPerRead: rows / READS,
        pkP95: percentile(pkTimes, 95),
      });
    }
    const explain = await db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT * FROM theme_events WHERE user_id = 'user-42' AND theme_id = 'theme-3'
       ORDER BY occurred_at DESC, id DESC LIMIT 100`,
    );
    plan = explain.rows.map((row) => row['QUERY PLAN'].trim()).join(' → ');
  } finally {
    await db.close();
  }

  const rows: Row[] = stages.map((stage) => ({
    figure: `progress read · p95 at ${stage.events.toLocaleString('en-US')} events`,
    value: stage.p95,
    unit: 'ms',
    baseline: stage.pkP95,
    note: `p50 ${round(stage.p50)} ms, max ${round(stage.max, 1)} ms, ${round(stage.rowsPerRead, 1)} rows a read; loaded in ${round(stage.insertSeconds, 1)} s`,
    budgets: [max(10, '≤ 10 ms')],
  }));
  rows.push(...growthRow(stages, 'flat ≈ 1; the user has 100× the events'));
  const notes = [
    `PGlite ${dataDir ? 'over a data dir on disk, as the local runtime opens it' : 'in memory'}, the real migrations (packages/database) and SqlThemeEventsRepository.find({ userId, themeId, limit: 100 }) ` +
      `through PgliteDatabase, as the local runtime uses them. ${USERS.toLocaleString('en-US')} users, ${THEMES} themes; rows ` +
      `inserted in batches of ${BATCH.toLocaleString('en-US')} with generate_series, then ANALYZE.`,
    `At each size: ${WARMUP_READS} warm-up reads, then p95 over ${READS.toLocaleString('en-US')} reads of random (user, theme) pairs, one at a time.`,
    'Baseline: p95 of 1,000 primary-key lookups of one row through the same adapter at the same size (the floor of any query).',
    `Plan at 1M: ${plan}.`,
  ];
  return { id: 'scale', title: '5. Scale: theme_events on PGlite (per-theme progress read)', notes, rows };
}
