import { describeCoachStoreContract } from '@kinwell/testing';
import { PgliteDatabase } from './pglite-database';

describeCoachStoreContract('Coach conversation on PGlite', async () => {
  const db = await PgliteDatabase.open();
  return { db, cleanup: () => db.close() };
});
