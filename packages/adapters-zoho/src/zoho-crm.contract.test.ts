import { describeCrmContract } from '@kinwell/testing';
import { FakeZohoServer } from './testing/fake-zoho-server';
import { ZohoCrm } from './zoho-crm';

const ACCOUNT = { id: '4876876000000462001', name: 'Acme Health' };

describeCrmContract('ZohoCrm on a fake Zoho API', async () => {
  const fake = await FakeZohoServer.start();
  const seed = () => fake.addAccount(ACCOUNT.id, ACCOUNT.name);
  seed();
  return {
    crm: new ZohoCrm(fake.config, { baseDelayMs: 1 }),
    account: ACCOUNT,
    // Search-then-insert: Zoho has no unique key for a family member, so two creates at once may make two.
    atomicFamilyUpserts: false,
    reset: async () => {
      fake.reset();
      seed();
    },
    cleanup: () => fake.close(),
  };
});
