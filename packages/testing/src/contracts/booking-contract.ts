import { randomUUID } from 'node:crypto';
import { type Expert, expertFreeSlots, holdsTime, type NewBooking, type SqlDatabase } from '@kinwell/core';
import { migrate, migrations, SqlBookingStore } from '@kinwell/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

export interface BookingFixture {
  /** An empty database the migrations can run on. */
  db: SqlDatabase;
  cleanup: () => Promise<void>;
}

const SETUP_TIMEOUT_MS = 60_000;
const RACE_TIMEOUT_MS = 30_000;
const AT = new Date('2027-03-01T10:00:00Z');
const RACERS = 50;

const expertNamed = (id: string, name: string, overrides: Partial<Expert> = {}): Expert => ({
  id,
  name,
  photoUrl: `/content/experts/${id}.jpg`,
  credentials: 'Clinical psychologist',
  specialties: ['anxiety', 'parents and children'],
  languages: ['fr', 'en'],
  gender: 'Female',
  bio: { en: 'Ten years with families; calm, practical.', fr: 'Dix ans auprès des familles.' },
  timeZone: 'Europe/Paris',
  sessionMinutes: [30, 50],
  location: { kind: 'video', url: 'https://video.example/amelie' },
  ...overrides,
});

/** A session of `minutes` starting at `time` (UTC) on 2027-03-15, for `memberId`. */
const session = (expertId: string, memberId: string, time: string, minutes: number): NewBooking => {
  const startsAt = new Date(`2027-03-15T${time}:00.000Z`);
  return {
    id: randomUUID(),
    expertId,
    memberId,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + minutes * 60_000).toISOString(),
  };
};

/**
 * Experts, availability and bookings on a SQL database (PGlite locally, the Data API in AWS). The heart of it: the
 * database never holds two overlapping booked sessions of one expert, even when 50 members race for one slot.
 */
export function describeBookingContract(name: string, setup: () => Promise<BookingFixture>): void {
  describe(`${name} (booking contract)`, () => {
    let fixture: BookingFixture | undefined;
    let store: SqlBookingStore;
    const amelie = expertNamed('amelie-durand', 'Amélie Durand');
    const kenji = expertNamed('kenji-sato', 'Kenji Sato', {
      gender: 'Male',
      timeZone: 'Asia/Tokyo',
      location: { kind: 'phone' },
    });

    beforeAll(async () => {
      fixture = await setup();
      await migrate(fixture.db, migrations);
      store = new SqlBookingStore(fixture.db);
    }, SETUP_TIMEOUT_MS);
    afterAll(async () => {
      await fixture?.cleanup();
    });

    it('adds experts once, lists them by name, and retires them out of the list', async () => {
      expect(await store.addExpert(kenji)).toBe(true);
      expect(await store.addExpert(amelie)).toBe(true);
      expect(await store.addExpert({ ...amelie, name: 'Someone else' })).toBe(false);
      expect(await store.getExpert('amelie-durand')).toEqual(amelie);
      expect((await store.listExperts()).map((expert) => expert.id)).toEqual(['amelie-durand', 'kenji-sato']);

      const retiring = expertNamed('retiring', 'Zoé Retired');
      await store.addExpert(retiring);
      expect(await store.retireExpert('retiring', AT)).toBe(true);
      expect(await store.retireExpert('retiring', AT)).toBe(false);
      expect(await store.retireExpert('nobody', AT)).toBe(false);
      expect((await store.listExperts()).map((expert) => expert.id)).not.toContain('retiring');
      const all = await store.listExperts({ includeRetired: true });
      expect(all.find((expert) => expert.id === 'retiring')?.retiredAt).toBe(AT.toISOString());
      // A retired expert takes no new booking.
      expect(await store.book(session('retiring', 'jane', '09:00', 50), AT)).toEqual({
        ok: false,
        reason: 'expert_not_found',
      });
    });

    it('links an expert to the address they sign in with: unique, found trimmed and lowercased, not once retired', async () => {
      const nadia = expertNamed('nadia-haddad', 'Nadia Haddad', { email: 'nadia@experts.example' });
      expect(await store.addExpert(nadia)).toBe(true);
      expect(await store.getExpert('nadia-haddad')).toEqual(nadia);
      expect(await store.expertByEmail('  Nadia@Experts.example ')).toEqual(nadia);
      expect(await store.expertByEmail('nobody@experts.example')).toBeUndefined();
      // One account is one expert: a second expert with the same address is refused.
      expect(await store.addExpert(expertNamed('nadia-2', 'Nadia Two', { email: 'NADIA@experts.example' }))).toBe(
        false,
      );
      expect(await store.getExpert('nadia-2')).toBeUndefined();
      // Experts without an account (added before accounts existed) do not collide with each other.
      expect(await store.addExpert(expertNamed('no-account-1', 'No Account One'))).toBe(true);
      expect(await store.addExpert(expertNamed('no-account-2', 'No Account Two'))).toBe(true);
      expect(await store.retireExpert('nadia-haddad', AT)).toBe(true);
      expect(await store.expertByEmail('nadia@experts.example')).toBeUndefined();
    });

    it('replaces an expert’s availability whole and reads it back on their clock', async () => {
      const first = {
        weekly: [
          { weekday: 1, start: '09:00', end: '12:00' },
          { weekday: 1, start: '14:00', end: '18:00' },
          { weekday: 5, start: '20:00', end: '24:00' },
        ],
        daysOff: ['2027-03-19'],
        extra: [{ day: '2027-03-20', start: '10:00', end: '11:30' }],
      };
      expect(await store.setAvailability('amelie-durand', first)).toBe(true);
      expect(await store.getAvailability('amelie-durand')).toEqual({ timeZone: 'Europe/Paris', ...first });
      const second = { weekly: [{ weekday: 1, start: '08:00', end: '20:00' }], daysOff: [], extra: [] };
      expect(await store.setAvailability('amelie-durand', second)).toBe(true);
      expect(await store.getAvailability('amelie-durand')).toEqual({ timeZone: 'Europe/Paris', ...second });
      expect(await store.setAvailability('nobody', second)).toBe(false);
      expect(await store.getAvailability('nobody')).toBeUndefined();
      expect(await store.getAvailability('kenji-sato')).toEqual({
        timeZone: 'Asia/Tokyo',
        weekly: [],
        daysOff: [],
        extra: [],
      });
    });

    it('books a session, lists it for the expert in a range and for the member', async () => {
      const booking = session('amelie-durand', 'jane', '09:00', 50);
      const result = await store.book(booking, AT);
      expect(result).toEqual({
        ok: true,
        booking: {
          ...booking,
          status: 'booked',
          sequence: 0,
          createdAt: AT.toISOString(),
          updatedAt: AT.toISOString(),
        },
      });
      expect(await store.getBooking(booking.id)).toMatchObject({ id: booking.id, status: 'booked' });
      const range = (from: string, to: string) => ({ from: `2027-03-15T${from}:00Z`, to: `2027-03-15T${to}:00Z` });
      expect((await store.expertBookings('amelie-durand', range('08:00', '12:00'))).map((b) => b.id)).toEqual([
        booking.id,
      ]);
      // Overlapping the range's start counts; ending as it starts does not.
      expect(await store.expertBookings('amelie-durand', range('09:49', '10:00'))).toHaveLength(1);
      expect(await store.expertBookings('amelie-durand', range('09:50', '12:00'))).toEqual([]);
      expect(await store.expertBookings('kenji-sato', range('08:00', '12:00'))).toEqual([]);
      expect((await store.memberBookings('jane')).map((b) => b.id)).toEqual([booking.id]);
    });

    it('refuses a session overlapping a booked one, whatever their lengths, and takes one that touches it', async () => {
      // Booked: 09:00–09:50. A 30-minute session at 09:30 overlaps; one at 08:40 overlaps by ten minutes.
      expect(await store.book(session('amelie-durand', 'john', '09:30', 30), AT)).toEqual({
        ok: false,
        reason: 'slot_taken',
      });
      expect(await store.book(session('amelie-durand', 'john', '08:40', 30), AT)).toEqual({
        ok: false,
        reason: 'slot_taken',
      });
      expect((await store.book(session('amelie-durand', 'john', '09:50', 30), AT)).ok).toBe(true);
      expect((await store.book(session('amelie-durand', 'john', '08:30', 30), AT)).ok).toBe(true);
      // Another expert's time is theirs.
      expect((await store.book(session('kenji-sato', 'john', '09:30', 30), AT)).ok).toBe(true);
    });

    it(
      `gives one slot to exactly one of ${RACERS} members booking it at once`,
      async () => {
        const results = await Promise.all(
          Array.from({ length: RACERS }, (_, i) => store.book(session('amelie-durand', `racer-${i}`, '12:00', 50), AT)),
        );
        expect(results.filter((result) => result.ok)).toHaveLength(1);
        expect(results.filter((result) => !result.ok && result.reason === 'slot_taken')).toHaveLength(RACERS - 1);
        const held = await store.expertBookings('amelie-durand', {
          from: '2027-03-15T12:00:00Z',
          to: '2027-03-15T13:00:00Z',
        });
        expect(held).toHaveLength(1);
      },
      RACE_TIMEOUT_MS,
    );

    it(
      'gives overlapping slots of different lengths, raced at once, to exactly one',
      async () => {
        const results = await Promise.all(
          Array.from({ length: RACERS }, (_, i) =>
            store.book(
              i % 2 === 0
                ? session('amelie-durand', `racer-${i}`, '14:00', 50)
                : session('amelie-durand', `racer-${i}`, '14:30', 30),
              AT,
            ),
          ),
        );
        expect(results.filter((result) => result.ok)).toHaveLength(1);
        const held = await store.expertBookings('amelie-durand', {
          from: '2027-03-15T14:00:00Z',
          to: '2027-03-15T15:00:00Z',
        });
        expect(held.filter((booking) => holdsTime(booking.status))).toHaveLength(1);
      },
      RACE_TIMEOUT_MS,
    );

    it('reschedules in place: same id, sequence raised; a taken time leaves it where it was', async () => {
      const booking = session('amelie-durand', 'mia', '16:00', 50);
      await store.book(booking, AT);
      const later = new Date('2027-03-02T08:00:00Z');
      // Overlapping its own old time is no conflict: it moves.
      const moved = await store.reschedule(
        { bookingId: booking.id, startsAt: '2027-03-15T16:30:00.000Z', endsAt: '2027-03-15T17:20:00.000Z' },
        later,
      );
      expect(moved).toEqual({
        ok: true,
        booking: expect.objectContaining({
          id: booking.id,
          startsAt: '2027-03-15T16:30:00.000Z',
          endsAt: '2027-03-15T17:20:00.000Z',
          status: 'booked',
          sequence: 1,
          updatedAt: later.toISOString(),
        }),
      });
      // Onto jane's 09:00–09:50: refused, and nothing changed.
      expect(
        await store.reschedule(
          { bookingId: booking.id, startsAt: '2027-03-15T09:20:00.000Z', endsAt: '2027-03-15T10:10:00.000Z' },
          later,
        ),
      ).toEqual({ ok: false, reason: 'slot_taken' });
      expect(await store.getBooking(booking.id)).toMatchObject({ startsAt: '2027-03-15T16:30:00.000Z', sequence: 1 });
      expect(
        await store.reschedule(
          { bookingId: randomUUID(), startsAt: '2027-03-15T18:00:00.000Z', endsAt: '2027-03-15T18:50:00.000Z' },
          later,
        ),
      ).toEqual({ ok: false, reason: 'not_found' });
    });

    it('cancels: the time is free again, the sequence raised, the reason kept; only a booked session', async () => {
      const booking = session('kenji-sato', 'noah', '20:00', 30);
      await store.book(booking, AT);
      const cancelled = await store.cancel(
        { bookingId: booking.id, status: 'cancelled', by: 'expert', reason: 'Ill; so sorry, let’s pick another day' },
        AT,
      );
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        sequence: 1,
        cancelledBy: 'expert',
        cancelReason: 'Ill; so sorry, let’s pick another day',
      });
      expect(await store.cancel({ bookingId: booking.id, status: 'cancelled', by: 'member' }, AT)).toBeUndefined();
      expect(
        await store.reschedule(
          { bookingId: booking.id, startsAt: '2027-03-15T21:00:00.000Z', endsAt: '2027-03-15T21:30:00.000Z' },
          AT,
        ),
      ).toEqual({ ok: false, reason: 'not_found' });
      // Its time is free for someone else.
      expect((await store.book(session('kenji-sato', 'olga', '20:00', 30), AT)).ok).toBe(true);
    });

    it('counts used sessions: booked and late-cancelled in the year, not cancelled ones', async () => {
      const year = { from: '2027-01-01T00:00:00.000Z', to: '2028-01-01T00:00:00.000Z' };
      const first = session('kenji-sato', 'liam', '01:00', 30);
      const second = session('kenji-sato', 'liam', '02:00', 30);
      const third = session('kenji-sato', 'liam', '03:00', 30);
      for (const booking of [first, second, third]) await store.book(booking, AT);
      await store.cancel({ bookingId: second.id, status: 'late_cancelled', by: 'member' }, AT);
      await store.cancel({ bookingId: third.id, status: 'cancelled', by: 'member' }, AT);
      expect(await store.usedSessions('liam', year)).toBe(2);
      expect(
        await store.usedSessions('liam', { from: '2028-01-01T00:00:00.000Z', to: '2029-01-01T00:00:00.000Z' }),
      ).toBe(0);
      expect((await store.memberBookings('liam')).map((booking) => booking.status)).toEqual([
        'booked',
        'late_cancelled',
        'cancelled',
      ]);
    });

    it(
      'books within the allowance, even when one member books several sessions at once',
      async () => {
        const allowance = { limit: 3, from: '2027-01-01T00:00:00.000Z', to: '2028-01-01T00:00:00.000Z' };
        const results = await Promise.all(
          ['05:00', '05:30', '06:00', '06:30', '07:00', '07:30'].map((time) =>
            store.book(session('kenji-sato', 'ava', time, 30), AT, allowance),
          ),
        );
        expect(results.filter((result) => result.ok)).toHaveLength(3);
        expect(results.filter((result) => !result.ok && result.reason === 'no_sessions_left')).toHaveLength(3);
        expect(await store.usedSessions('ava', allowance)).toBe(3);
        // A lost race inside the allowance's transaction is still a taken slot, not an error.
        expect(await store.book(session('kenji-sato', 'zed', '01:00', 30), AT, { ...allowance, limit: 1 })).toEqual({
          ok: false,
          reason: 'slot_taken',
        });
      },
      RACE_TIMEOUT_MS,
    );

    it('feeds the slot search in one read: stored hours and booked sessions give the free slots', async () => {
      // Amélie: Mondays 08:00–20:00 in Paris (07:00–19:00 UTC on 2027-03-15); booked 08:30–09:00, 09:00–09:50,
      // 09:50–10:20, 12:00–12:50, one of the 14:00 racers, 16:30–17:20 UTC; Kenji's 20:00 was cancelled, then rebooked.
      const range = { from: '2027-03-15T00:00:00.000Z', to: '2027-03-16T00:00:00.000Z' };
      const schedule = await store.expertSchedule('amelie-durand', range);
      expect(schedule?.availability).toEqual(await store.getAvailability('amelie-durand'));
      const booked = (await store.expertBookings('amelie-durand', range)).filter((booking) =>
        holdsTime(booking.status),
      );
      expect(schedule?.busy).toEqual(booked.map(({ startsAt, endsAt }) => ({ startsAt, endsAt })));
      // Only booked sessions hold time: a cancelled one is not busy.
      const kenji = await store.expertSchedule('kenji-sato', range);
      expect(kenji?.busy.filter((slot) => slot.startsAt === '2027-03-15T20:00:00.000Z')).toHaveLength(1);
      expect(await store.expertSchedule('nobody', range)).toBeUndefined();

      const slots = (await expertFreeSlots(store, { expertId: 'amelie-durand', sessionMinutes: 50 }, AT)) ?? [];
      const monday = slots
        .filter((slot) => slot.startsAt.startsWith('2027-03-15'))
        .map((slot) => slot.startsAt.slice(11, 16));
      expect(monday.slice(0, 4)).toEqual(['07:00', '07:30', '10:30', '11:00']);
      expect(monday).not.toContain('12:00');
      expect(monday).not.toContain('16:30');
    });

    it('erases one member’s bookings, and no one else’s', async () => {
      await store.deleteForMember('liam');
      await store.deleteForMember('liam');
      expect(await store.memberBookings('liam')).toEqual([]);
      expect(await store.memberBookings('jane')).toHaveLength(1);
    });
  });
}
