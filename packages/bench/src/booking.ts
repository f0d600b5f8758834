// Section 5c: the booking slot search at scale on PGlite (the real migrations, store and core rules): one expert's
// free slots over the next four weeks, what the slot picker and the directory ask for, with 200 experts and 50k
// bookings in the database.
import { availableParallelism, loadavg } from 'node:os';
import { PgliteDatabase } from '@kinwell/adapters-local';
import { expertFreeSlots } from '@kinwell/core';
import { migrate, migrations, SqlBookingStore } from '@kinwell/database';
import { max, type Row, type Section } from './report';
import { randomBelow, timeEach } from './sampling';
import { percentile, round } from './stats';

const EXPERTS = 200;
const BOOKINGS = 50_000;
const SEARCHES = 1_000;
const WARMUP_SEARCHES = 200;
const SESSION_MINUTES = 50;
const NOW = new Date('2026-11-25T12:00:00Z');
const ZONES = ['Europe/Paris', 'America/New_York', 'America/Los_Angeles', 'Asia/Tokyo', 'UTC'];

// Expert e works Monday to Friday, 09:00–13:00 and 14:00–18:00 on their own clock, in one of five zones, with one
// day off and one evening of extra hours in the window.
const SEED_EXPERTS = `INSERT INTO experts (id, name, photo_url, credentials, specialties, languages, gender, bio,
    time_zone, session_minutes, location, created_at)
  SELECT 'expert-' || e, 'Expert ' || e, '/content/experts/' || e || '.jpg', 'Psychologist',
         '["anxiety","burnout"]'::jsonb, '["en","fr"]'::jsonb, 'Female', '{"en":"A bio."}'::jsonb,
         (ARRAY['${ZONES.join("','")}'])[1 + e % ${ZONES.length}], '[30,50]'::jsonb,
         '{"kind":"video","url":"https://video.example/room"}'::jsonb, now()
  FROM generate_series(0, ${EXPERTS - 1}) AS e`;
const SEED_HOURS = [
  `INSERT INTO expert_weekly_hours (expert_id, weekday, start_minute, end_minute)
   SELECT 'expert-' || e, d, h.s, h.f FROM generate_series(0, ${EXPERTS - 1}) AS e, generate_series(1, 5) AS d,
     (VALUES (540, 780), (840, 1080)) AS h (s, f)`,
  `INSERT INTO expert_days_off (expert_id, day)
   SELECT 'expert-' || e, DATE '2026-12-01' + e % 20 FROM generate_series(0, ${EXPERTS - 1}) AS e`,
  `INSERT INTO expert_extra_hours (expert_id, day, start_minute, end_minute)
   SELECT 'expert-' || e, DATE '2026-12-05' + e % 10, 1080, 1260 FROM generate_series(0, ${EXPERTS - 1}) AS e`,
];
// Booking g is expert g mod 200's k-th (k = g ÷ 200, 250 each): one every 22 hours back from four weeks ahead, so
// about 30 of them fall in the searched window and the rest in the past 7 months; every tenth is cancelled.
const SEED_BOOKINGS = `INSERT INTO bookings (id, expert_id, member_id, starts_at, ends_at, status, sequence, created_at,
    updated_at)
  SELECT '00000000-0000-4000-8000-' || lpad(g::text, 12, '0'), 'expert-' || (g % ${EXPERTS}), 'member-' || (g % 9973),
         starts_at, starts_at + interval '${SESSION_MINUTES} minutes',
         CASE WHEN (g / ${EXPERTS}) % 10 = 0 THEN 'cancelled' ELSE 'booked' END, 0, now(), now()
  FROM (SELECT g, date_trunc('hour', timestamptz '${NOW.toISOString()}' + interval '28 days'
          - (g / ${EXPERTS}) * interval '22 hours') AS starts_at
        FROM generate_series(0, ${BOOKINGS - 1}) AS g) AS seeded`;

export async function bookingSection(dataDir?: string): Promise<Section> {
  const db = await PgliteDatabase.open(dataDir ? { dataDir } : {});
  let times: number[] = [];
  let seedSeconds = 0;
  let slotsFound = 0;
  let cpuMsPerSearch = 0;
  try {
    const started = performance.now();
    await migrate(db, migrations);
    await db.query(SEED_EXPERTS);
    for (const statement of SEED_HOURS) await db.query(statement);
    await db.query(SEED_BOOKINGS);
    await db.query('ANALYZE experts, expert_weekly_hours, expert_days_off, expert_extra_hours, bookings');
    seedSeconds = (performance.now() - started) / 1000;
    console.log(
      `  seeded ${EXPERTS} experts and ${BOOKINGS.toLocaleString('en-US')} bookings in ${round(seedSeconds, 1)} s`,
    );

    const store = new SqlBookingStore(db);
    const random = randomBelow(EXPERTS);
    const search = async () => {
      const slots = await expertFreeSlots(
        store,
        { expertId: `expert-${random(EXPERTS)}`, sessionMinutes: SESSION_MINUTES },
        NOW,
      );
      slotsFound = slots?.length ?? 0;
    };
    await timeEach(WARMUP_SEARCHES, search);
    // PGlite runs in this process: its CPU time per search says what the wall time would be on an idle machine.
    const cpuBefore = process.cpuUsage();
    times = await timeEach(SEARCHES, search);
    const cpu = process.cpuUsage(cpuBefore);
    cpuMsPerSearch = (cpu.user + cpu.system) / 1000 / SEARCHES;
    console.log(
      `  slot search p95: ${round(percentile(times, 95))} ms, ${round(cpuMsPerSearch)} ms of CPU each on average ` +
        `(load average ${round(loadavg()[0] ?? 0, 1)} on ${availableParallelism()} cores)`,
    );
  } finally {
    await db.close();
  }

  const rows: Row[] = [
    {
      figure: `slot search, one expert over 4 weeks · p95 at ${EXPERTS} experts, ${BOOKINGS.toLocaleString('en-US')} bookings`,
      value: percentile(times, 95),
      unit: 'ms',
      note: `p50 ${round(percentile(times, 50))} ms, max ${round(Math.max(...times), 1)} ms; ${round(cpuMsPerSearch)} ms of CPU per search on average; ${slotsFound} free ${SESSION_MINUTES}-minute slots in the last search; seeded in ${round(seedSeconds, 1)} s`,
      budgets: [max(20, '≤ 20 ms')],
    },
  ];
  const notes = [
    `PGlite ${dataDir ? 'over a data dir on disk' : 'in memory'}, the real migrations and SqlBookingStore (packages/database) and core's expertFreeSlots — the expert's availability and booked sessions read, then core's slot rules — through PgliteDatabase.`,
    `${EXPERTS} experts in ${ZONES.length} time zones (weekday hours, a day off, extra hours); ${BOOKINGS.toLocaleString('en-US')} bookings of ${SESSION_MINUTES} minutes seeded with generate_series, about 30 per expert in the window, the rest in the past; then ANALYZE.`,
    `${WARMUP_SEARCHES} warm-up searches, then p95 over ${SEARCHES.toLocaleString('en-US')} searches of random experts, one at a time.`,
  ];
  return {
    id: 'booking',
    title: '5c. Scale: the booking slot search on PGlite (one expert, 4 weeks)',
    notes,
    rows,
  };
}
