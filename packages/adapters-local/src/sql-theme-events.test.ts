import { migrate, migrations, SqlThemeEventsRepository } from '@kinwell/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteDatabase } from './pglite-database';

// The theme events repository (packages/database) on PGlite, as the local runtime runs it.
describe('SqlThemeEventsRepository on PGlite: deleteForUser', () => {
  let db: PgliteDatabase;
  let events: SqlThemeEventsRepository;
  const event = (userId: string) => ({
    userId,
    themeId: 'sleep',
    sessionId: null,
    screenId: null,
    type: 'opened',
    occurredAt: '2026-11-01T10:00:00.000Z',
    payload: {},
  });

  // A fresh PGlite with every migration: seconds on a busy machine, more than the default hook limit.
  beforeAll(async () => {
    db = await PgliteDatabase.open();
    await migrate(db, migrations);
    events = new SqlThemeEventsRepository(db);
  }, 60_000);
  afterAll(() => db.close());

  it("deletes every event of the user and no one else's, and deleting again is no error", async () => {
    await events.add(event('sub-1'));
    await events.add(event('sub-1'));
    await events.add(event('sub-2'));

    await events.deleteForUser('sub-1');
    await expect(events.deleteForUser('sub-1')).resolves.toBeUndefined();

    expect(await events.find({ userId: 'sub-1', limit: 10 })).toEqual([]);
    expect(await events.find({ userId: 'sub-2', limit: 10 })).toHaveLength(1);
  });
});
