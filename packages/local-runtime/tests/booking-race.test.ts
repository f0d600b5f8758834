import type { SlotTakenResponse } from '@kinwell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, bodyOf } from './support/answers';
import { addTestExpert, expertNamed, onboardedMember, type SignedIn } from './support/booking-people';
import { startTestServer, type TestServer } from './support/test-server';

const MEMBERS = 10;
const REQUESTS = 50;

let server: TestServer;
let members: SignedIn[];

beforeAll(async () => {
  server = await startTestServer();
  await addTestExpert(server, expertNamed('race-expert'));
  members = [];
  for (let i = 0; i < MEMBERS; i++) members.push(await onboardedMember(server, `racer${i}@acme.example`));
}, 180_000);
afterAll(() => server.stop());

describe('50 requests for one slot at once, through the HTTP API of the local runtime', () => {
  it('make exactly one booking: one 201, every other a 409 with the next free times', async () => {
    const { slots } = await bodyOf<Answer<'listSlots'>>(
      await server.request('/api/experts/race-expert/slots?sessionMinutes=50', { headers: members[0]?.auth }),
    );
    const slot = slots[10];
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        server.request('/api/bookings', {
          method: 'POST',
          headers: members[i % MEMBERS]?.auth,
          json: { expertId: 'race-expert', startsAt: slot?.startsAt, sessionMinutes: 50 },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(REQUESTS - 1);
    for (const answer of answers.filter((a) => a.status === 409)) {
      const body = await bodyOf<SlotTakenResponse>(answer);
      expect(body.code).toBe('booking.slotTaken');
      expect(body.nextSlots.length).toBeGreaterThan(0);
      expect(body.nextSlots.map((s) => s.startsAt)).not.toContain(slot?.startsAt);
    }
    const { rows } = await server.deps.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings WHERE expert_id = 'race-expert' AND status = 'booked'`,
    );
    expect(rows[0]?.n).toBe(1);
  });
});
