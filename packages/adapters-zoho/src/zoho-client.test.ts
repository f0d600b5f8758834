import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeZohoServer } from './testing/fake-zoho-server';
import { ZohoClient, type ZohoClientOptions } from './zoho-client';
import { ZohoCrm } from './zoho-crm';
import { ZohoApiError } from './zoho-error';

let fake: FakeZohoServer;
beforeAll(async () => {
  fake = await FakeZohoServer.start();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.tokenRefreshes = 0;
  fake.tokenLifetimeSeconds = 3600;
  fake.tokenDelayMs = 0;
});

/** Waits are recorded, not slept, so backoff can be checked without slowing the tests. */
function client(options: ZohoClientOptions = {}) {
  const waits: number[] = [];
  const zoho = new ZohoClient(fake.config, {
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => 0.5,
    ...options,
  });
  return { zoho, waits };
}
const search = {
  method: 'GET',
  path: '/Leads/search',
  query: { criteria: '(User_ID:equals:x)' },
  idempotent: true,
} as const;

describe('ZohoClient tokens', () => {
  it('refreshes once, then reuses the token until shortly before it expires', async () => {
    let now = 1_000_000;
    const { zoho } = client({ now: () => now });
    await zoho.request(search);
    await zoho.request(search);
    expect(fake.tokenRefreshes).toBe(1);
    now += 3600_000 - 30_000; // inside the last minute of the token's hour
    await zoho.request(search);
    expect(fake.tokenRefreshes).toBe(2);
  });

  it('shares one refresh among calls made at the same moment', async () => {
    fake.tokenDelayMs = 50;
    const { zoho } = client();
    await Promise.all(Array.from({ length: 10 }, () => zoho.request(search)));
    expect(fake.tokenRefreshes).toBe(1);
  });

  it('on 401 INVALID_TOKEN refreshes once and retries; a second 401 is an error', async () => {
    const { zoho } = client();
    await zoho.request(search);
    fake.expireAccessTokens();
    await expect(zoho.request(search)).resolves.toMatchObject({ status: 204 });
    expect(fake.tokenRefreshes).toBe(2);

    fake.failNext(401, 5);
    const refused = await zoho.request(search).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ZohoApiError);
    expect(refused).toMatchObject({ status: 401, code: 'INVALID_TOKEN' });
    expect(fake.tokenRefreshes).toBe(3);
  });

  it('fails clearly when Zoho refuses the refresh token', async () => {
    const zoho = new ZohoClient({ ...fake.config, refreshToken: 'revoked' });
    await expect(zoho.request(search)).rejects.toMatchObject({ code: 'invalid_code' });
  });
});

describe('ZohoClient retries', () => {
  it('retries 429 and 5xx with growing, jittered, capped waits', async () => {
    fake.failNext(429, 1);
    fake.failNext(500, 2);
    const { zoho, waits } = client({ baseDelayMs: 100, maxDelayMs: 300 });
    await expect(zoho.request(search)).resolves.toMatchObject({ status: 204 });
    expect(waits).toEqual([50, 100, 150]); // random 0.5 × min(300, 100·2^n)
    expect(fake.requests).toHaveLength(4);
  });

  it('gives up after the bounded retries with Zoho’s error', async () => {
    fake.failNext(429, 10);
    const { zoho, waits } = client({ maxRetries: 2 });
    await expect(zoho.request(search)).rejects.toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(waits).toHaveLength(2);
    expect(fake.requests).toHaveLength(3);
  });

  it('does not repeat a plain insert after a server error (it may have landed), but does after 429', async () => {
    const insert = {
      method: 'POST',
      path: '/Contacts',
      body: { data: [{ Last_Name: 'Doe' }] },
      idempotent: false,
    } as const;
    fake.failNext(500, 1);
    const { zoho } = client();
    await expect(zoho.request(insert)).rejects.toMatchObject({ status: 500 });
    fake.failNext(429, 1);
    await expect(zoho.request(insert)).resolves.toMatchObject({ status: 201 });
    expect(fake.all('Contacts')).toHaveLength(1);
  });

  it('times out a slow answer and retries it', async () => {
    const { zoho } = client({ timeoutMs: 100 });
    await zoho.request(search); // token first
    fake.delayNext(400, 1);
    await expect(zoho.request(search)).resolves.toMatchObject({ status: 204 });
    fake.delayNext(400, 5);
    await expect(client({ timeoutMs: 100, maxRetries: 1 }).zoho.request(search)).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
  });
});

describe('ZohoCrm requests', () => {
  it('searches with escaped criteria, upserts on User_ID and sends lookups as { id }', async () => {
    const crm = new ZohoCrm(fake.config);
    await crm.findLeads({ email: 'a(b)@x.example', userId: 'u,1' });
    expect(decodeURIComponent(fake.requests[0]?.url ?? '')).toContain(
      'criteria=(Email:equals:a\\(b\\)@x.example)and(User_ID:equals:u\\,1)',
    );
    const { id: me } = await crm.upsertContact(
      { kind: 'self', userId: 'u1' },
      { User_ID: 'u1', Email: 'j@x.example', Last_Name: 'Doe' },
    );
    await crm.upsertContact(
      { kind: 'family', ownerSub: 'u1', ownerContactId: me, contactType: 'Child', match: { email: 'k@x.example' } },
      { Contact_Type: 'Child', Parent: me, Email: 'k@x.example', Last_Name: 'Doe' },
    );
    const child = fake.all('Contacts').find((c) => c.Contact_Type === 'Child');
    expect(child?.Parent).toBe(me);
    expect(fake.requests.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'GET /crm/v8/Leads/search',
      'POST /crm/v8/Contacts/upsert',
      'GET /crm/v8/Contacts/search',
      'POST /crm/v8/Contacts',
    ]);
  });
});
