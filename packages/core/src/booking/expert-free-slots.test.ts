import { describe, expect, it } from 'vitest';
import type { Booking } from './booking-store';
import { expertFreeSlots } from './expert-free-slots';

const booking = (startsAt: string, endsAt: string, status: Booking['status']): Booking => ({
  id: startsAt,
  expertId: 'amelie-durand',
  memberId: 'jane',
  startsAt,
  endsAt,
  status,
  sequence: 0,
  createdAt: startsAt,
  updatedAt: startsAt,
});

describe('an expert’s free slots', () => {
  const now = new Date('2027-01-04T00:00:00Z');
  const store = {
    getAvailability: async (expertId: string) =>
      expertId === 'amelie-durand'
        ? { timeZone: 'UTC', weekly: [{ weekday: 1, start: '09:00', end: '11:00' }], daysOff: [], extra: [] }
        : undefined,
    expertBookings: async (_expertId: string, range: { from: string; to: string }) => {
      expect(range).toEqual({ from: '2027-01-04T04:00:00.000Z', to: '2027-02-01T00:00:00.000Z' });
      return [
        booking('2027-01-04T09:00:00.000Z', '2027-01-04T09:30:00.000Z', 'booked'),
        booking('2027-01-04T10:00:00.000Z', '2027-01-04T10:30:00.000Z', 'late_cancelled'),
      ];
    },
  };

  it('leaves out booked time only: a cancelled session’s time is free again', async () => {
    const slots = await expertFreeSlots(store, { expertId: 'amelie-durand', sessionMinutes: 30 }, now);
    expect(slots?.slice(0, 3).map((slot) => slot.startsAt)).toEqual([
      '2027-01-04T09:30:00.000Z',
      '2027-01-04T10:00:00.000Z',
      '2027-01-04T10:30:00.000Z',
    ]);
    expect(slots).toHaveLength(3 + 3 * 4);
  });

  it('finds nothing for an unknown expert', async () => {
    expect(await expertFreeSlots(store, { expertId: 'nobody', sessionMinutes: 30 }, now)).toBeUndefined();
  });
});
