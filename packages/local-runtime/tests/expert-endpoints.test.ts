import type { ErrorResponse } from '@kinwell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, bodyOf } from './support/answers';
import { addTestExpert, expertNamed, onboardedMember, type SignedIn, signInAsExpert } from './support/booking-people';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let clara: SignedIn;
let david: SignedIn;
let jane: SignedIn;

const call = (who: SignedIn | undefined, path: string, init: RequestInit & { json?: unknown } = {}) =>
  server.request(path, { ...init, headers: { ...(who?.auth ?? {}), ...(init.headers as Record<string, string>) } });
const post = (who: SignedIn, path: string, json: unknown) => call(who, path, { method: 'POST', json });

async function book(member: SignedIn, expertId: string, index = 0) {
  const { slots } = await bodyOf<Answer<'listSlots'>>(
    await call(member, `/api/experts/${expertId}/slots?sessionMinutes=50`),
  );
  const answer = await post(member, '/api/bookings', {
    expertId,
    startsAt: slots[index]?.startsAt,
    sessionMinutes: 50,
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await bodyOf<Answer<'book'>>(answer)).booking;
}

beforeAll(async () => {
  server = await startTestServer();
  await addTestExpert(server, expertNamed('clara-meyer', { timeZone: 'Europe/Berlin' }));
  await addTestExpert(server, expertNamed('david-cohen', { gender: 'Male' }));
  clara = await signInAsExpert(server, 'clara-meyer@experts.example');
  david = await signInAsExpert(server, 'david-cohen@experts.example');
  jane = await onboardedMember(server, 'jane@acme.example', { firstName: 'Jane', goals: ['anxiety', 'burnout'] });
}, 120_000);
afterAll(() => server.stop());

describe('the expert role', () => {
  it('is read from the token’s groups: /api/auth/user answers expert, and the onboarding is marked done', async () => {
    const user = await bodyOf<Answer<'user'>>(await call(clara, '/api/auth/user'));
    expect(user.role).toBe('expert');
    expect(user.UserAttributes).toContainEqual({ Name: 'custom:isOnboarded', Value: 'true' });
    expect((await bodyOf<Answer<'user'>>(await call(jane, '/api/auth/user'))).role).toBe('member');
  });

  it('cannot be taken by writing an attribute', async () => {
    const email = 'sneaky@acme.example';
    const sneaky = await onboardedMember(server, email);
    await server.deps.identity.updateAttributes(email, { 'cognito:groups': 'experts', groups: 'experts' });
    expect((await bodyOf<Answer<'user'>>(await call(sneaky, '/api/auth/user'))).role).toBe('member');
    expect((await call(sneaky, '/api/expert/me')).status).toBe(403);
  });

  it('is never given to a member’s account by adding an expert with their address', async () => {
    await expect(addTestExpert(server, expertNamed('jane-as-expert', { email: jane.email }))).rejects.toThrow(
      /member account/,
    );
    expect(await server.deps.bookings.getExpert('jane-as-expert')).toBeUndefined();
    expect((await call(jane, '/api/expert/me')).status).toBe(403);
  });

  it('keeps an expert off the member side of booking: they may browse the directory, not book or list as a member', async () => {
    const directory = await call(clara, '/api/experts');
    expect(directory.status).toBe(200);
    const { slots } = await bodyOf<Answer<'listSlots'>>(
      await call(clara, '/api/experts/david-cohen/slots?sessionMinutes=50'),
    );
    const booking = await post(clara, '/api/bookings', {
      expertId: 'david-cohen',
      startsAt: slots[0]?.startsAt,
      sessionMinutes: 50,
    });
    expect(booking.status).toBe(403);
    expect((await bodyOf<ErrorResponse>(booking)).code).toBe('booking.membersOnly');
    expect((await call(clara, '/api/bookings')).status).toBe(403);
    // Nothing was booked: the time is still free.
    const after = await bodyOf<Answer<'listSlots'>>(
      await call(jane, '/api/experts/david-cohen/slots?sessionMinutes=50'),
    );
    expect(after.slots[0]?.startsAt).toBe(slots[0]?.startsAt);
  });
});

describe('the expert console', () => {
  it('shows the expert their own profile, video link included, without account fields', async () => {
    const { expert } = await bodyOf<Answer<'readMyExpertProfile'>>(await call(clara, '/api/expert/me'));
    expect(expert).toMatchObject({
      id: 'clara-meyer',
      timeZone: 'Europe/Berlin',
      location: { kind: 'video', url: 'https://video.example/clara-meyer' },
    });
    expect(expert).not.toHaveProperty('email');
  });

  it('reads and replaces the expert’s availability on their own clock, and validates it', async () => {
    const saved = await call(clara, '/api/expert/availability', {
      method: 'PUT',
      json: {
        weekly: [
          { weekday: 1, start: '09:00', end: '12:00' },
          { weekday: 3, start: '14:00', end: '24:00' },
        ],
        daysOff: ['2030-01-07'],
        extra: [{ day: '2030-01-12', start: '10:00', end: '11:30' }],
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const read = await bodyOf<Answer<'readAvailability'>>(await call(clara, '/api/expert/availability'));
    expect(read).toEqual({
      timeZone: 'Europe/Berlin',
      weekly: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 3, start: '14:00', end: '24:00' },
      ],
      daysOff: ['2030-01-07'],
      extra: [{ day: '2030-01-12', start: '10:00', end: '11:30' }],
    });
    // David's hours are his own.
    expect(
      (await bodyOf<Answer<'readAvailability'>>(await call(david, '/api/expert/availability'))).weekly,
    ).toHaveLength(7);
    for (const bad of [
      { weekly: [{ weekday: 8, start: '09:00', end: '10:00' }], daysOff: [], extra: [] },
      { weekly: [{ weekday: 1, start: '12:00', end: '09:00' }], daysOff: [], extra: [] },
      { weekly: [], daysOff: ['2030-02-30'], extra: [] },
      { weekly: [] },
    ]) {
      const refused = await call(clara, '/api/expert/availability', { method: 'PUT', json: bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
    // Back to every hour for the booking tests below.
    await server.deps.bookings.setAvailability('clara-meyer', {
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
      daysOff: [],
      extra: [],
    });
  });

  it('lists only the expert’s own bookings, with the member’s first name and goals and nothing more', async () => {
    const withClara = await book(jane, 'clara-meyer');
    const withDavid = await book(jane, 'david-cohen');
    const { upcoming } = await bodyOf<Answer<'listExpertBookings'>>(await call(clara, '/api/expert/bookings'));
    expect(upcoming.map((b) => b.id)).toEqual([withClara.id]);
    expect(upcoming[0]).toMatchObject({
      member: { firstName: 'Jane', goals: ['anxiety', 'burnout'] },
      status: 'booked',
    });
    const text = JSON.stringify(upcoming);
    expect(text).not.toContain(jane.sub);
    expect(text).not.toContain(jane.email);
    expect(text).not.toContain('Doe');
    // Another expert's booking is not theirs to cancel: it reads like none.
    const refused = await post(clara, `/api/expert/bookings/${withDavid.id}/cancel`, { reason: 'Mine?' });
    expect(refused.status).toBe(404);
    expect((await bodyOf<ErrorResponse>(refused)).code).toBe('booking.bookingNotFound');
  });

  it('lets the expert cancel their booking with a reason the member sees; it never counts as used', async () => {
    const booking = await book(jane, 'clara-meyer', 5);
    const before = (await bodyOf<Answer<'listMyBookings'>>(await call(jane, '/api/bookings'))).balance.used;
    const answer = await post(clara, `/api/expert/bookings/${booking.id}/cancel`, { reason: 'I am unwell, sorry.' });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect((await bodyOf<Answer<'expertCancelBooking'>>(answer)).booking).toMatchObject({
      id: booking.id,
      status: 'cancelled',
      cancelledBy: 'expert',
      member: { firstName: 'Jane' },
    });
    const mine = await bodyOf<Answer<'listMyBookings'>>(await call(jane, '/api/bookings'));
    expect(mine.past.find((b) => b.id === booking.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'expert',
      cancelReason: 'I am unwell, sorry.',
    });
    expect(mine.balance.used).toBe(before - 1);
    const { past } = await bodyOf<Answer<'listExpertBookings'>>(await call(clara, '/api/expert/bookings'));
    expect(past.map((b) => b.id)).toContain(booking.id);
  });

  it('answers 401 without a session and 400 for a malformed id or body', async () => {
    expect((await call(undefined, '/api/expert/me')).status).toBe(401);
    expect((await post(clara, '/api/expert/bookings/not-a-uuid/cancel', {})).status).toBe(400);
    const long = await post(clara, `/api/expert/bookings/${crypto.randomUUID()}/cancel`, { reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
  });

  it('refuses a retired expert’s console, and their directory entry is gone', async () => {
    await server.deps.bookings.retireExpert('david-cohen', new Date());
    expect((await call(david, '/api/expert/me')).status).toBe(403);
    expect((await call(jane, '/api/experts/david-cohen')).status).toBe(404);
  });
});
