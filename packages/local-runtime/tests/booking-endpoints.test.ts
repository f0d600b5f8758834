import type { ErrorResponse, SlotTakenResponse } from '@kinwell/contracts';
import { errorText } from '@kinwell/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from './support/accounts';
import { type Answer, bodyOf } from './support/answers';
import { addTestExpert, expertNamed, onboardedMember, type SignedIn } from './support/booking-people';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let jane: SignedIn;
let liam: SignedIn;

const call = (who: SignedIn | undefined, path: string, init: RequestInit & { json?: unknown } = {}) =>
  server.request(path, { ...init, headers: { ...(who?.auth ?? {}), ...(init.headers as Record<string, string>) } });
const post = (who: SignedIn | undefined, path: string, json: unknown) => call(who, path, { method: 'POST', json });

const slotsOf = async (expertId: string, minutes = 50) => {
  const answer = await call(jane, `/api/experts/${expertId}/slots?sessionMinutes=${minutes}`);
  expect(answer.status).toBe(200);
  return (await bodyOf<Answer<'listSlots'>>(answer)).slots;
};

beforeAll(async () => {
  server = await startTestServer();
  await addTestExpert(server, expertNamed('ana-lopez', { name: 'Ana López', languages: ['es', 'en'] }));
  await addTestExpert(
    server,
    expertNamed('ben-okafor', {
      name: 'Ben Okafor',
      gender: 'Male',
      specialties: ['work productivity'],
      timeZone: 'Europe/London',
      sessionMinutes: [30],
      location: { kind: 'phone' },
    }),
  );
  await server.deps.companies.create({
    companyId: 'globex',
    accountId: '5550000000000000001',
    name: 'Globex',
    domains: ['globex.example'],
    colors: { primary: '#123456', secondary: '#654321' },
    logoUrl: '',
    sponsoredSessionsPerYear: 1,
  });
  jane = await onboardedMember(server, 'jane@acme.example');
  liam = await onboardedMember(server, 'liam@acme.example', { firstName: 'Liam', goals: ['burnout'] });
}, 120_000);
afterAll(() => server.stop());

describe('the directory and free times', () => {
  it('needs a signed-in caller', async () => {
    for (const path of ['/api/experts', '/api/experts/ana-lopez', '/api/experts/ana-lopez/slots', '/api/bookings']) {
      expect((await call(undefined, path)).status, path).toBe(401);
    }
  });

  it('lists active experts with their next free times, in the reader’s language, without private fields', async () => {
    const answer = await call(jane, '/api/experts', { headers: { 'accept-language': 'fr' } });
    expect(answer.status).toBe(200);
    const { experts } = await bodyOf<Answer<'listExperts'>>(answer);
    const ana = experts.find((expert) => expert.id === 'ana-lopez');
    expect(ana).toMatchObject({ name: 'Ana López', locationKind: 'video', bio: { text: 'À propos de ana-lopez.' } });
    expect(ana?.nextSlots.length).toBeGreaterThan(0);
    // The seeded demo experts are there too.
    expect(experts.map((expert) => expert.id)).toContain('amelie-durand');
    const text = JSON.stringify(experts);
    expect(text).not.toContain('@experts.example');
    expect(text).not.toContain('video.example');
  });

  it('filters on goal, language and gender, and orders by the soonest free time', async () => {
    const ids = async (query: string) =>
      (await bodyOf<Answer<'listExperts'>>(await call(jane, `/api/experts?${query}`))).experts.map((e) => e.id);
    expect(await ids('goal=work%20productivity')).toContain('ben-okafor');
    expect(await ids('goal=work%20productivity')).not.toContain('ana-lopez');
    expect(await ids('language=es')).toContain('ana-lopez');
    expect(await ids('language=es')).not.toContain('ben-okafor');
    expect(await ids('gender=Male')).toContain('ben-okafor');
    expect(await ids('gender=Male')).not.toContain('ana-lopez');
    const soonest = (await bodyOf<Answer<'listExperts'>>(await call(jane, '/api/experts?sort=soonest'))).experts;
    const firsts = soonest.map((e) => e.nextSlots[0]?.startsAt ?? '\uffff');
    expect(firsts).toEqual([...firsts].sort());
    expect((await call(jane, '/api/experts?goal=astrology')).status).toBe(400);
  });

  it('reads one expert, and answers 404 for an unknown one and 400 for a malformed id', async () => {
    const answer = await call(jane, '/api/experts/ben-okafor');
    expect((await bodyOf<Answer<'readExpert'>>(answer)).expert).toMatchObject({
      id: 'ben-okafor',
      locationKind: 'phone',
    });
    const unknown = await call(jane, '/api/experts/nobody-here');
    expect(unknown.status).toBe(404);
    expect((await bodyOf<ErrorResponse>(unknown)).code).toBe('booking.expertNotFound');
    expect((await call(jane, '/api/experts/Not_An_Id')).status).toBe(400);
  });

  it('answers free slots for a length the expert offers, 400 for one they do not', async () => {
    const slots = await slotsOf('ana-lopez', 30);
    expect(slots.length).toBeGreaterThan(100);
    expect(Date.parse(slots[0]?.endsAt ?? '') - Date.parse(slots[0]?.startsAt ?? '')).toBe(30 * 60_000);
    const refused = await call(jane, '/api/experts/ben-okafor/slots?sessionMinutes=50');
    expect(refused.status).toBe(400);
    expect((await bodyOf<ErrorResponse>(refused)).code).toBe('booking.sessionLengthNotOffered');
  });
});

describe('booking, moving and cancelling', () => {
  it('books a free slot (201), shows it in My bookings with the video link, and takes it out of the free times', async () => {
    const [slot] = await slotsOf('ana-lopez');
    const answer = await post(jane, '/api/bookings', {
      expertId: 'ana-lopez',
      startsAt: slot?.startsAt,
      sessionMinutes: 50,
      timeZone: 'Europe/Paris',
    });
    expect(answer.status, await answer.clone().text()).toBe(201);
    const { booking } = await bodyOf<Answer<'book'>>(answer);
    expect(booking).toMatchObject({
      expertId: 'ana-lopez',
      memberId: jane.sub,
      startsAt: slot?.startsAt,
      status: 'booked',
      sequence: 0,
      expert: { id: 'ana-lopez', name: 'Ana López', locationKind: 'video' },
      videoUrl: 'https://video.example/ana-lopez',
    });
    expect((await slotsOf('ana-lopez')).map((s) => s.startsAt)).not.toContain(slot?.startsAt);

    const mine = await bodyOf<Answer<'listMyBookings'>>(await call(jane, '/api/bookings'));
    expect(mine.upcoming.map((b) => b.id)).toEqual([booking.id]);
    expect(mine.balance).toMatchObject({ allowance: 6, used: 1, remaining: 5 });
    // Liam sees none of it.
    const his = await bodyOf<Answer<'listMyBookings'>>(await call(liam, '/api/bookings'));
    expect(his.upcoming).toEqual([]);
  });

  it('refuses a time the expert does not offer (409), an unknown expert (404) and bad input (400)', async () => {
    const [slot] = await slotsOf('ana-lopez');
    const offGrid = new Date(Date.parse(slot?.startsAt ?? '') + 10 * 60_000).toISOString();
    const notFree = await post(jane, '/api/bookings', { expertId: 'ana-lopez', startsAt: offGrid, sessionMinutes: 50 });
    expect(notFree.status).toBe(409);
    const notFreeBody = await bodyOf<SlotTakenResponse>(notFree);
    expect(notFreeBody.code).toBe('booking.notAFreeSlot');
    expect(notFreeBody.nextSlots.length).toBeGreaterThan(0);
    const unknown = await post(jane, '/api/bookings', {
      expertId: 'nobody-here',
      startsAt: slot?.startsAt,
      sessionMinutes: 50,
    });
    expect(unknown.status).toBe(404);
    const bad: unknown[] = [
      { expertId: 'ana-lopez', startsAt: 'tomorrow', sessionMinutes: 50 },
      { expertId: 'ana-lopez', startsAt: slot?.startsAt, sessionMinutes: 45 },
      { expertId: 'ana-lopez', startsAt: slot?.startsAt, sessionMinutes: 50, memberId: liam.sub },
      { expertId: 'ana-lopez', startsAt: slot?.startsAt, sessionMinutes: 50, timeZone: 'Mars/Olympus' },
    ];
    for (const body of bad) expect((await post(jane, '/api/bookings', body)).status, JSON.stringify(body)).toBe(400);
  });

  it('answers a lost race with 409, the member’s words and the next free times', async () => {
    const slots = await slotsOf('ben-okafor', 30);
    const taken = slots[3];
    expect(
      (await post(liam, '/api/bookings', { expertId: 'ben-okafor', startsAt: taken?.startsAt, sessionMinutes: 30 }))
        .status,
    ).toBe(201);
    const lost = await post(jane, '/api/bookings', {
      expertId: 'ben-okafor',
      startsAt: taken?.startsAt,
      sessionMinutes: 30,
    });
    expect(lost.status).toBe(409);
    const body = await bodyOf<SlotTakenResponse>(lost);
    expect(body.code).toBe('booking.slotTaken');
    expect(body.nextSlots.length).toBeGreaterThan(0);
    expect(body.nextSlots.map((s) => s.startsAt)).not.toContain(taken?.startsAt);
    const french = await call(jane, '/api/bookings', {
      method: 'POST',
      headers: { 'accept-language': 'fr' },
      json: { expertId: 'ben-okafor', startsAt: taken?.startsAt, sessionMinutes: 30 },
    });
    expect((await bodyOf<ErrorResponse>(french)).message).toBe(errorText('booking.slotTaken', 'fr'));
  });

  it('reschedules the member’s own booking (sequence raised) and cancels it in time (not counted)', async () => {
    // More than 24 h ahead: a change is still free.
    const [first, , third] = (await slotsOf('ana-lopez', 30)).filter(
      (slot) => Date.parse(slot.startsAt) > Date.now() + 26 * 3_600_000,
    );
    const made = await bodyOf<Answer<'book'>>(
      await post(liam, '/api/bookings', { expertId: 'ana-lopez', startsAt: first?.startsAt, sessionMinutes: 30 }),
    );
    const id = made.booking.id;
    // Someone else's booking reads like one that does not exist.
    for (const [path, body] of [
      [`/api/bookings/${id}/reschedule`, { startsAt: third?.startsAt }],
      [`/api/bookings/${id}/cancel`, {}],
    ] as const) {
      const refused = await post(jane, path, body);
      expect(refused.status, path).toBe(404);
      expect((await bodyOf<ErrorResponse>(refused)).code).toBe('booking.bookingNotFound');
    }
    expect((await post(liam, `/api/bookings/not-a-uuid/cancel`, {})).status).toBe(400);

    const moved = await post(liam, `/api/bookings/${id}/reschedule`, { startsAt: third?.startsAt });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect((await bodyOf<Answer<'reschedule'>>(moved)).booking).toMatchObject({
      id,
      startsAt: third?.startsAt,
      sequence: 1,
      changeable: true,
    });
    const before = (await bodyOf<Answer<'listMyBookings'>>(await call(liam, '/api/bookings'))).balance.used;
    const cancelled = await post(liam, `/api/bookings/${id}/cancel`, { reason: 'Feeling better' });
    expect(cancelled.status).toBe(200);
    expect((await bodyOf<Answer<'cancelBooking'>>(cancelled)).booking).toMatchObject({
      status: 'cancelled',
      sequence: 2,
      cancelledBy: 'member',
    });
    const after = await bodyOf<Answer<'listMyBookings'>>(await call(liam, '/api/bookings'));
    expect(after.balance.used).toBe(before - 1);
    expect(after.past.map((b) => b.id)).toContain(id);
    // The member's own reason is not echoed back to them.
    expect(JSON.stringify(after)).not.toContain('Feeling better');
    // Cancelled already: nothing to cancel or move.
    expect((await post(liam, `/api/bookings/${id}/cancel`, {})).status).toBe(404);
    expect((await post(liam, `/api/bookings/${id}/reschedule`, { startsAt: first?.startsAt })).status).toBe(404);
  });

  it('inside 24 h: no move (409), and a cancellation is late and counts as used', async () => {
    const [soon] = await slotsOf('ben-okafor', 30);
    const made = await bodyOf<Answer<'book'>>(
      await post(jane, '/api/bookings', { expertId: 'ben-okafor', startsAt: soon?.startsAt, sessionMinutes: 30 }),
    );
    expect(made.booking.changeable).toBe(false);
    const later = (await slotsOf('ben-okafor', 30)).at(-1);
    const moved = await post(jane, `/api/bookings/${made.booking.id}/reschedule`, { startsAt: later?.startsAt });
    expect(moved.status).toBe(409);
    expect((await bodyOf<ErrorResponse>(moved)).code).toBe('booking.tooLateToChange');
    const used = (await bodyOf<Answer<'listMyBookings'>>(await call(jane, '/api/bookings'))).balance.used;
    const cancelled = await post(jane, `/api/bookings/${made.booking.id}/cancel`, {});
    expect((await bodyOf<Answer<'cancelBooking'>>(cancelled)).booking.status).toBe('late_cancelled');
    expect((await bodyOf<Answer<'listMyBookings'>>(await call(jane, '/api/bookings'))).balance.used).toBe(used);
  });

  it('refuses a booking past the year’s sponsored sessions with 403 and a clear message', async () => {
    const carol = await onboardedMember(server, 'carol@globex.example', { firstName: 'Carol', goals: [] });
    const slots = await slotsOf('ana-lopez', 30);
    const first = await post(carol, '/api/bookings', {
      expertId: 'ana-lopez',
      startsAt: slots.at(-1)?.startsAt,
      sessionMinutes: 30,
    });
    expect(first.status).toBe(201);
    // Both sessions in the same UTC year as the first: the second is past Globex's one sponsored session.
    const sameYear = slots.filter((s) => s.startsAt.slice(0, 4) === slots.at(-1)?.startsAt.slice(0, 4));
    const second = await post(carol, '/api/bookings', {
      expertId: 'ana-lopez',
      startsAt: sameYear[sameYear.length - 3]?.startsAt,
      sessionMinutes: 30,
    });
    expect(second.status).toBe(403);
    expect(await bodyOf<ErrorResponse>(second)).toMatchObject({
      code: 'booking.noSessionsLeft',
      message: errorText('booking.noSessionsLeft', 'en'),
    });
    const { balance } = await bodyOf<Answer<'listMyBookings'>>(await call(carol, '/api/bookings'));
    expect(balance).toMatchObject({ allowance: 1, remaining: 0 });
  });

  it('keeps members out of the expert console (403)', async () => {
    for (const path of ['/api/expert/me', '/api/expert/availability', '/api/expert/bookings']) {
      const answer = await call(jane, path);
      expect(answer.status, path).toBe(403);
      expect((await bodyOf<ErrorResponse>(answer)).code).toBe('booking.expertsOnly');
    }
    expect(
      (await call(jane, '/api/expert/availability', { method: 'PUT', json: { weekly: [], daysOff: [], extra: [] } }))
        .status,
    ).toBe(403);
    const { role } = await bodyOf<Answer<'user'>>(await call(jane, '/api/auth/user'));
    expect(role).toBe('member');
  });

  it('exports the member’s bookings with their account data', async () => {
    const exported = await bodyOf<Answer<'exportAccount'>>(await call(jane, '/api/account/export'));
    const { bookings } = exported.data as { bookings: { memberId: string }[] };
    expect(bookings.length).toBeGreaterThan(0);
    expect(bookings.every((booking) => booking.memberId === jane.sub)).toBe(true);
  });

  it('erases the member’s bookings with their account', async () => {
    const dora = await onboardedMember(server, 'dora@acme.example', { firstName: 'Dora', goals: [] });
    const [slot] = (await slotsOf('ana-lopez', 30)).slice(-1);
    expect(
      (await post(dora, '/api/bookings', { expertId: 'ana-lopez', startsAt: slot?.startsAt, sessionMinutes: 30 }))
        .status,
    ).toBe(201);
    const deleted = await post(dora, '/api/account/delete', { password: PASSWORD });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    const { rows } = await server.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bookings WHERE member_id = :sub',
      { sub: dora.sub },
    );
    expect(rows[0]?.n).toBe(0);
  });
});
