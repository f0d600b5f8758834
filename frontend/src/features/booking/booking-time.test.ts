import { describe, expect, it } from 'vitest';
import { dayKeyOf, formatTime, groupSlotsByDay, languageName, minutesBetween, zoneName } from './booking-time';

const slot = (startsAt: string, minutes = 50) => ({
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
});

describe('booking times in the member’s zone', () => {
  it('puts an instant on the member’s own day', () => {
    // 23:30 UTC on 14 March is still the 14th in Los Angeles, already the 15th in Tokyo.
    expect(dayKeyOf('2027-03-14T23:30:00Z', 'America/Los_Angeles')).toBe('2027-03-14');
    expect(dayKeyOf('2027-03-14T23:30:00Z', 'Asia/Tokyo')).toBe('2027-03-15');
  });

  it('groups slots by day, in order, across the US spring-forward night', () => {
    const slots = [
      slot('2027-03-15T16:00:00Z'),
      slot('2027-03-14T09:00:00Z'),
      slot('2027-03-14T10:30:00Z'), // 03:30 PDT: the day the clocks jumped
      slot('2027-03-14T07:30:00Z'), // 23:30 PST the evening before
    ];
    const days = groupSlotsByDay(slots, 'America/Los_Angeles');
    expect(days.map((day) => [day.day, day.slots.map((entry) => entry.startsAt)])).toEqual([
      ['2027-03-13', ['2027-03-14T07:30:00Z']],
      ['2027-03-14', ['2027-03-14T09:00:00Z', '2027-03-14T10:30:00Z']],
      ['2027-03-15', ['2027-03-15T16:00:00Z']],
    ]);
    expect(formatTime('2027-03-14T10:30:00Z', 'en-GB', 'America/Los_Angeles')).toMatch(/^0?3:30$/);
  });

  it('reads a session’s length, a zone’s name and a language’s name', () => {
    expect(minutesBetween('2027-03-14T09:00:00Z', '2027-03-14T09:50:00Z')).toBe(50);
    expect(zoneName('Asia/Tokyo', 'en')).toMatch(/Japan/);
    expect(zoneName('Not/AZone', 'en')).toBe('Not/AZone');
    expect(languageName('fr', 'en')).toBe('French');
    expect(languageName('fr', 'fr')).toBe('français');
  });
});
