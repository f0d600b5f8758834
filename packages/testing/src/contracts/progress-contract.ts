import { progressChangesOf, recordThemeEvent, type SqlDatabase } from '@kinwell/core';
import {
  migrate,
  migrations,
  PRACTICE_RUNS_FROM_DAYS,
  SqlProgressStore,
  SqlThemeEventsRepository,
} from '@kinwell/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

export interface ProgressFixture {
  /** An empty database the migrations can run on. */
  db: SqlDatabase;
  cleanup: () => Promise<void>;
}

const SETUP_TIMEOUT_MS = 60_000;
const NOW = new Date('2026-11-25T10:00:00Z');

/**
 * Events and the progress they add up to, on a SQL database (PGlite locally, the Data API in AWS): a client id
 * records an event once, the summary follows the events, private words stay out of events and belong to their owner.
 */
export function describeProgressContract(name: string, setup: () => Promise<ProgressFixture>): void {
  describe(`${name} (progress contract)`, () => {
    let fixture: ProgressFixture | undefined;
    let events: SqlThemeEventsRepository;
    let progress: SqlProgressStore;
    const send = (userId: string, input: Parameters<typeof recordThemeEvent>[2]) =>
      recordThemeEvent(events, userId, input, NOW);

    beforeAll(async () => {
      fixture = await setup();
      await migrate(fixture.db, migrations);
      events = new SqlThemeEventsRepository(fixture.db);
      progress = new SqlProgressStore(fixture.db);
    }, SETUP_TIMEOUT_MS);
    afterAll(async () => {
      await fixture?.cleanup();
    });

    const at = (time: string) => `2026-11-${time}+01:00`;
    const screen = { themeId: 'anxiety', sessionId: 's1', screenId: 'a' };

    it('records an event once per client id, and its progress once', async () => {
      const id = '7f1d3c1e-1111-4aaa-8bbb-000000000001';
      const first = await send('jane', {
        ...screen,
        id,
        type: 'screen_completed',
        occurredAt: at('24T09:00:00'),
        payload: { seconds: 120 },
      });
      const again = await send('jane', {
        ...screen,
        id,
        type: 'screen_completed',
        occurredAt: at('24T09:00:00'),
        payload: { seconds: 120 },
      });
      expect(first.created).toBe(true);
      expect(again).toEqual({ event: first.event, created: false });
      // Another member may use the same id: ids are the client's, per member.
      expect((await send('john', { ...screen, id, type: 'screen_completed', payload: { seconds: 30 } })).created).toBe(
        true,
      );
      const rows = await progress.read('jane', { fromDay: '2026-11-19', toDay: '2026-11-25' });
      expect(rows.days).toEqual([{ day: '2026-11-24', seconds: 120 }]);
    });

    it('sums practice per day, keeps the latest place, the finished sessions and the moods', async () => {
      await send('jane', {
        ...screen,
        screenId: 'b',
        type: 'screen_completed',
        occurredAt: at('24T09:05:00'),
        payload: { seconds: 60 },
      });
      await send('jane', { ...screen, screenId: 'c', type: 'screen_viewed', occurredAt: at('25T08:00:00') });
      // A late event (queued offline) does not move the place back.
      await send('jane', { ...screen, screenId: 'a', type: 'screen_viewed', occurredAt: at('23T08:00:00') });
      await send('jane', { ...screen, type: 'session_completed', occurredAt: at('25T08:10:00') });
      await send('jane', { ...screen, type: 'session_completed', occurredAt: at('25T08:11:00') });
      await send('jane', {
        ...screen,
        type: 'check_in',
        occurredAt: at('25T08:12:00'),
        payload: { mood: 4, moment: 'end' },
      });
      const rows = await progress.read('jane', { fromDay: '2026-11-19', toDay: '2026-11-25' });
      expect(rows.days).toEqual([
        { day: '2026-11-24', seconds: 180 },
        { day: '2026-11-25', seconds: 0 },
      ]);
      expect(rows.activeDays).toEqual(['2026-11-24', '2026-11-25']);
      expect(rows.runs).toEqual({ longest: 2, latest: { firstDay: '2026-11-24', lastDay: '2026-11-25' } });
      expect(rows.themes).toEqual([
        {
          themeId: 'anxiety',
          completedSessionIds: ['s1'],
          lastSessionId: 's1',
          lastScreenId: 'c',
          updatedAt: '2026-11-25T07:11:00.000Z',
        },
      ]);
      expect(rows.moods).toEqual([{ at: '2026-11-25T07:12:00.000Z', mood: 4 }]);
      expect(await progress.read('jane', { fromDay: '2026-11-01', toDay: '2026-11-23' })).toMatchObject({
        days: [],
        moods: [],
      });
    });

    it('keeps a reflection and a check-in note as private notes, out of the events', async () => {
      await send('jane', {
        ...screen,
        type: 'reflection_saved',
        occurredAt: at('25T08:20:00'),
        payload: { text: 'I can breathe.' },
      });
      await send('jane', {
        ...screen,
        type: 'check_in',
        occurredAt: at('25T08:21:00'),
        payload: { mood: 2, note: 'Tired' },
      });
      const stored = await events.find({ userId: 'jane', limit: 100 });
      expect(JSON.stringify(stored)).not.toMatch(/I can breathe|Tired/);
      const [reflection] = await progress.reflections('jane', 5);
      expect(reflection).toMatchObject({ kind: 'reflection', text: 'I can breathe.', themeId: 'anxiety' });
      expect((await progress.read('jane', { fromDay: '2026-11-19', toDay: '2026-11-25' })).reflections).toHaveLength(1);
      const everything = await progress.listForUser('jane');
      expect(everything.notes.map((note) => note.text).sort()).toEqual(['I can breathe.', 'Tired']);

      // Only its owner deletes it; someone else's attempt finds nothing.
      expect(await progress.deleteNote('john', reflection?.id ?? '')).toBe(false);
      expect(await progress.deleteNote('jane', reflection?.id ?? '')).toBe(true);
      expect(await progress.reflections('jane', 5)).toEqual([]);
    });

    it('keeps runs of practice days as days arrive in any order, joining two runs when a late day closes the gap', async () => {
      const practise = (day: string) =>
        send('runner', {
          ...screen,
          type: 'screen_completed',
          occurredAt: `${day}T09:00:00+01:00`,
          payload: { seconds: 60 },
        });
      // Only viewing a screen is no practice.
      await send('runner', { ...screen, type: 'screen_viewed', occurredAt: '2026-11-19T09:00:00+01:00' });
      for (const day of ['2026-11-20', '2026-11-21', '2026-11-24', '2026-11-25', '2026-11-17', '2026-11-25']) {
        await practise(day);
      }
      const week = { fromDay: '2026-11-19', toDay: '2026-11-25' };
      expect((await progress.read('runner', week)).runs).toEqual({
        longest: 2,
        latest: { firstDay: '2026-11-24', lastDay: '2026-11-25' },
      });
      // A queue that was offline delivers the two missing days: one run from the 20th to the 25th.
      await practise('2026-11-23');
      await practise('2026-11-22');
      const rows = await progress.read('runner', week);
      expect(rows.runs).toEqual({ longest: 6, latest: { firstDay: '2026-11-20', lastDay: '2026-11-25' } });
      // The period's practice days only; the 17th is in the runs, not in this week's calendar.
      expect(rows.activeDays).toEqual([
        '2026-11-20',
        '2026-11-21',
        '2026-11-22',
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
      ]);
      // Reading an earlier period: the latest run begun by its last day.
      expect((await progress.read('runner', { fromDay: '2026-11-12', toDay: '2026-11-18' })).runs.latest).toEqual({
        firstDay: '2026-11-17',
        lastDay: '2026-11-17',
      });
    });

    it('folds days into the same runs in bulk (the migration that added runs) as event by event', async () => {
      const db = fixture?.db;
      if (!db) throw new Error('no database');
      const all = 'SELECT user_id, first_day, last_day, days FROM progress_runs ORDER BY user_id, first_day';
      const kept = (await db.query(all)).rows;
      expect(kept.length).toBeGreaterThan(2);
      await db.query('DELETE FROM progress_runs');
      await db.query(PRACTICE_RUNS_FROM_DAYS);
      expect((await db.query(all)).rows).toEqual(kept);
    });

    it('erases one member’s progress and notes, and no one else’s', async () => {
      await progress.deleteForUser('jane');
      await progress.deleteForUser('jane');
      const left = await progress.listForUser('jane');
      expect(left).toEqual({
        rows: { days: [], activeDays: [], runs: { longest: 0 }, moods: [], themes: [], reflections: [] },
        notes: [],
      });
      expect((await progress.listForUser('john')).rows.days).toHaveLength(1);
    });

    it('projects events the same way in both runtimes', () => {
      expect(
        progressChangesOf({
          ...screen,
          type: 'screen_completed',
          occurredAt: at('25T00:30:00'),
          payload: { seconds: 5 },
        })[0],
      ).toMatchObject({
        day: '2026-11-25',
      });
    });
  });
}
