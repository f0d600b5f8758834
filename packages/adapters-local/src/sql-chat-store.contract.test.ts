import { describeChatStoreContract } from '@kinwell/testing';
import { PgliteDatabase } from './pglite-database';

describeChatStoreContract('Chat on PGlite', async () => {
  const db = await PgliteDatabase.open();
  return { db, cleanup: () => db.close() };
});
