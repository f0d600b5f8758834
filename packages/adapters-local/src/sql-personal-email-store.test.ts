import { migrate, migrations, SqlPersonalEmailStore } from '@kinwell/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteDatabase } from './pglite-database';

// The personal-email records (packages/database) on PGlite, as the local runtime keeps them.
describe('SqlPersonalEmailStore on PGlite', () => {
  let db: PgliteDatabase;
  let store: SqlPersonalEmailStore;

  // A fresh PGlite with every migration: seconds on a busy machine, more than the default hook limit.
  beforeAll(async () => {
    db = await PgliteDatabase.open();
    await migrate(db, migrations);
    store = new SqlPersonalEmailStore(db);
  }, 60_000);
  afterAll(() => db.close());

  it('finds nothing for a member who gave no address', async () => {
    expect(await store.find('nobody')).toBeUndefined();
  });

  it('saves, replaces and reads back a record with its dates', async () => {
    const expires = new Date('2026-01-01T10:15:00Z');
    await store.save('sub-1', {
      email: 'jane@home.example',
      confirmedAt: null,
      codeHash: 'hash-1',
      codeExpiresAt: expires,
      failedAttempts: 0,
    });
    expect(await store.find('sub-1')).toEqual({
      email: 'jane@home.example',
      confirmedAt: null,
      codeHash: 'hash-1',
      codeExpiresAt: expires,
      failedAttempts: 0,
    });
    const confirmed = new Date('2026-01-01T10:05:00Z');
    await store.save('sub-1', {
      email: 'jane@home.example',
      confirmedAt: confirmed,
      codeHash: null,
      codeExpiresAt: null,
      failedAttempts: 0,
    });
    expect(await store.find('sub-1')).toMatchObject({ confirmedAt: confirmed, codeHash: null, codeExpiresAt: null });
  });

  it('counts wrong codes in the database, one per call, even in parallel', async () => {
    await store.save('sub-2', {
      email: 'sam@home.example',
      confirmedAt: null,
      codeHash: 'hash-2',
      codeExpiresAt: new Date('2026-01-01T10:15:00Z'),
      failedAttempts: 0,
    });
    await Promise.all([1, 2, 3].map(() => store.recordFailedAttempt('sub-2')));
    expect((await store.find('sub-2'))?.failedAttempts).toBe(3);
    expect(await store.recordFailedAttempt('nobody')).toBe(0);
  });
});
