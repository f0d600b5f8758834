import { describeBookingContract } from '@kinwell/testing';
import { PgliteDatabase } from './pglite-database';

describeBookingContract('Bookings on PGlite', async () => {
  const db = await PgliteDatabase.open();
  return { db, cleanup: () => db.close() };
});
