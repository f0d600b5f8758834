import { describe, expect, it } from 'vitest';
import { expertFreeSlots } from './expert-free-slots';

describe('an expert’s free slots', () => {
  const now = new Date('2027-01-04T00:00:00Z');
  const store = {
    expertSchedule: async (expertId: string, range: { from: string; to: string }) => {
      // From the minimum notice to four weeks ahead.
      expect(range).toEqual({ from: '2027-01-04T04:00:00.000Z', to: '2027-02-01T00:00:00.000Z' });
      if (expertId !== 'amelie-durand') return undefined;
      return {
        availability: {
          timeZone: 'UTC',
          weekly: [{ weekday: 1, start: '09:00', end: '11:00' }],
          daysOff: [],
          extra: [],
        },
        busy: [{ startsAt: '2027-01-04T09:00:00.000Z', endsAt: '2027-01-04T09:30:00.000Z' }],
      };
    },
  };

  it('reads the expert’s schedule once and leaves out their booked time', async () => {
    const slots = await expertFreeSlots(store, { expertId: 'amelie-durand', sessionMinutes: 30 }, now);
    expect(slots?.slice(0, 3).map((slot) => slot.startsAt)).toEqual([
      '2027-01-04T09:30:00.000Z',
      '2027-01-04T10:00:00.000Z',
      '2027-01-04T10:30:00.000Z',
    ]);
    // Three that Monday, four on each of the next three.
    expect(slots).toHaveLength(3 + 3 * 4);
  });

  it('finds nothing for an unknown expert', async () => {
    expect(await expertFreeSlots(store, { expertId: 'nobody', sessionMinutes: 30 }, now)).toBeUndefined();
  });
});
