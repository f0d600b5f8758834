import { migrate, migrations, SqlCrm } from '@kinwell/database';
import { describeCrmContract } from '@kinwell/testing';
import { PgliteDatabase } from './pglite-database';

const ACCOUNT = { id: '4876876000000462001', name: 'Acme Health' };

// The built-in CRM (packages/database) on PGlite, as the local runtime runs it.
describeCrmContract('SqlCrm on PGlite', async () => {
  const db = await PgliteDatabase.open();
  await migrate(db, migrations);
  return {
    // Accounts are made on first use from the company directory; here a fixed list stands in for it.
    crm: new SqlCrm(db, { accountName: async (id) => (id === ACCOUNT.id ? ACCOUNT.name : undefined) }),
    account: ACCOUNT,
    atomicFamilyUpserts: true,
    reset: async () => {
      await db.query('TRUNCATE crm_leads, crm_contacts, crm_accounts');
    },
    cleanup: () => db.close(),
  };
});
