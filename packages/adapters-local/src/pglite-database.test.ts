import { describeSqlDatabaseContract } from '@kinwell/testing';
import { PgliteDatabase } from './pglite-database';

describeSqlDatabaseContract('PgliteDatabase in memory', async () => {
  const db = await PgliteDatabase.open();
  return { db, cleanup: () => db.close() };
});
