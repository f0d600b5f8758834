import type { ErrorResponse } from '@kinwell/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bodyOf } from './support/answers';
import { addTestExpert, expertNamed, onboardedMember, type SignedIn } from './support/booking-people';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * A session counts in the UTC year it starts (decision 010), so a move across New Year takes a session from the new
 * year's allowance: refused when that year has none left, as a booking there would be. The server's clock starts in
 * the last week of a year and runs on.
 */
const NOW = Date.parse('2037-12-27T08:00:00Z');
const startedAt = Date.now();
const clock = { now: () => new Date(NOW + (Date.now() - startedAt)) };

let server: TestServer;
let carol: SignedIn;

const post = (path: string, json: unknown) => server.request(path, { method: 'POST', headers: carol.auth, json });

beforeAll(async () => {
  server = await startTestServer({ clock });
  await addTestExpert(server, expertNamed('ana-lopez', { name: 'Ana López', timeZone: 'Europe/Madrid' }));
  await server.deps.companies.create({
    companyId: 'globex',
    accountId: '5550000000000000001',
    name: 'Globex',
    domains: ['globex.example'],
    colors: { primary: '#123456', secondary: '#654321' },
    logoUrl: '',
    sponsoredSessionsPerYear: 1,
  });
  carol = await onboardedMember(server, 'carol@globex.example', { firstName: 'Carol', goals: [] });
}, 120_000);
afterAll(() => server.stop());

it('refuses a move into a year whose sponsored sessions are used, and allows one within the year', async () => {
  const book = (startsAt: string) => post('/api/bookings', { expertId: 'ana-lopez', startsAt, sessionMinutes: 50 });
  // 2038's one session, then 2037's.
  expect((await book('2038-01-04T10:00:00.000Z')).status).toBe(201);
  const december = await book('2037-12-29T10:00:00.000Z');
  expect(december.status).toBe(201);
  const { booking } = await bodyOf<{ booking: { id: string } }>(december);

  const intoJanuary = await post(`/api/bookings/${booking.id}/reschedule`, { startsAt: '2038-01-05T10:00:00.000Z' });
  expect(intoJanuary.status).toBe(403);
  expect((await bodyOf<ErrorResponse>(intoJanuary)).code).toBe('booking.noSessionsLeft');

  const withinDecember = await post(`/api/bookings/${booking.id}/reschedule`, { startsAt: '2037-12-30T10:00:00.000Z' });
  expect(withinDecember.status).toBe(200);
});
