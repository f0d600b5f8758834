import { describeProgressContract } from '@kinwell/testing';
import { PgliteDatabase } from './pglite-database';

describeProgressContract('Progress on PGlite', async () => {
  const db = await PgliteDatabase.open();
  return { db, cleanup: () => db.close() };
});
