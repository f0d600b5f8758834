import { describe, expect, it } from 'vitest';
import type { ExpertAvailability } from './availability';
import { freeSlots, slotsByDay } from './slots';
import { minutesOfTime, wallClockOf } from './wall-clock';

const weekdays = (start: string, end: string) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end }));
const expert = (timeZone: string, overrides: Partial<ExpertAvailability> = {}): ExpertAvailability => ({
  timeZone,
  weekly: weekdays('09:00', '17:00'),
  daysOff: [],
  extra: [],
  ...overrides,
});
/** Slots as the clock of `zone` shows them: `2027-03-14 01:30`. */
const onClock = (slots: { startsAt: string }[], zone: string) =>
  slots.map((slot) => {
    const { day, minutes } = wallClockOf(new Date(slot.startsAt), zone);
    return `${day} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
const startsOn = (slots: { startsAt: string }[], day: string, zone: string) =>
  onClock(slots, zone).filter((time) => time.startsWith(day));

describe('free slots', () => {
  const monday = new Date('2027-01-04T00:00:00Z');

  it('steps a session through the expert’s hours on the half-hour grid, for four weeks', () => {
    const slots = freeSlots({ availability: expert('UTC'), sessionMinutes: 50, busy: [], now: monday });
    expect(startsOn(slots, '2027-01-04', 'UTC')).toEqual(
      [
        '09:00',
        '09:30',
        '10:00',
        '10:30',
        '11:00',
        '11:30',
        '12:00',
        '12:30',
        '13:00',
        '13:30',
        '14:00',
        '14:30',
        '15:00',
        '15:30',
        '16:00',
      ].map((time) => `2027-01-04 ${time}`),
    );
    expect(slots[0]).toEqual({ startsAt: '2027-01-04T09:00:00.000Z', endsAt: '2027-01-04T09:50:00.000Z' });
    // 4 weeks of weekdays, 15 slots each; the window ends 28 days after now, before the fifth Monday.
    expect(slots).toHaveLength(20 * 15);
    expect(slots.at(-1)?.startsAt).toBe('2027-01-29T16:00:00.000Z');
  });

  it('leaves out booked time, whatever the booked session’s length', () => {
    const busy = [
      { startsAt: '2027-01-04T09:00:00.000Z', endsAt: '2027-01-04T09:50:00.000Z' },
      { startsAt: '2027-01-04T11:15:00.000Z', endsAt: '2027-01-04T11:45:00.000Z' },
    ];
    const slots = freeSlots({ availability: expert('UTC'), sessionMinutes: 30, busy, now: monday });
    expect(startsOn(slots, '2027-01-04', 'UTC').slice(0, 5)).toEqual([
      '2027-01-04 10:00',
      '2027-01-04 10:30',
      '2027-01-04 12:00',
      '2027-01-04 12:30',
      '2027-01-04 13:00',
    ]);
  });

  it('keeps the minimum notice, on the expert’s grid', () => {
    const slots = freeSlots({
      availability: expert('UTC'),
      sessionMinutes: 30,
      busy: [],
      now: new Date('2027-01-04T08:10:00Z'),
    });
    expect(slots[0]?.startsAt).toBe('2027-01-04T12:30:00.000Z');
  });

  it('drops days off and adds one-off hours, a day off’s included', () => {
    const slots = freeSlots({
      availability: expert('UTC', {
        daysOff: ['2027-01-05', '2027-01-06'],
        extra: [
          { day: '2027-01-06', start: '18:00', end: '19:00' },
          { day: '2027-01-09', start: '10:00', end: '11:00' },
        ],
      }),
      sessionMinutes: 30,
      busy: [],
      now: monday,
    });
    expect(startsOn(slots, '2027-01-05', 'UTC')).toEqual([]);
    expect(startsOn(slots, '2027-01-06', 'UTC')).toEqual(['2027-01-06 18:00', '2027-01-06 18:30']);
    expect(startsOn(slots, '2027-01-09', 'UTC')).toEqual(['2027-01-09 10:00', '2027-01-09 10:30']);
  });

  it('joins weekly and extra hours that touch, so the grid runs on', () => {
    const slots = freeSlots({
      availability: expert('UTC', { extra: [{ day: '2027-01-04', start: '17:00', end: '18:00' }] }),
      sessionMinutes: 50,
      busy: [],
      now: monday,
    });
    expect(startsOn(slots, '2027-01-04', 'UTC').slice(-3)).toEqual([
      '2027-01-04 16:00',
      '2027-01-04 16:30',
      '2027-01-04 17:00',
    ]);
  });
});

describe('free slots across daylight-saving changes', () => {
  const NEW_YORK = 'America/New_York';
  const nightOwl = expert(NEW_YORK, {
    weekly: [...weekdays('09:00', '12:00'), { weekday: 7, start: '00:00', end: '04:00' }],
  });

  it('US spring-forward (2027-03-14): the night holds its three real hours, the week keeps 09:00', () => {
    const slots = freeSlots({
      availability: nightOwl,
      sessionMinutes: 30,
      busy: [],
      now: new Date('2027-03-01T00:00:00Z'),
    });
    // A plain Sunday: 00:00–04:00 is eight half hours.
    expect(startsOn(slots, '2027-03-07', NEW_YORK)).toHaveLength(8);
    // 02:00 never happens on the 14th: 00:00–04:00 lasts 3 hours, six slots, none at 02:xx.
    expect(startsOn(slots, '2027-03-14', NEW_YORK)).toEqual(
      ['00:00', '00:30', '01:00', '01:30', '03:00', '03:30'].map((time) => `2027-03-14 ${time}`),
    );
    const sunday = slots.filter((slot) => slot.startsAt.startsWith('2027-03-14'));
    expect(sunday.map((slot) => slot.startsAt.slice(11, 16))).toEqual([
      '05:00',
      '05:30',
      '06:00',
      '06:30',
      '07:00',
      '07:30',
    ]);
    // Every slot lasts its 30 real minutes, the one across the jump included.
    for (const slot of slots) expect(Date.parse(slot.endsAt) - Date.parse(slot.startsAt)).toBe(30 * 60_000);
    // 09:00 on the expert's clock on both Mondays, an hour apart in UTC.
    expect(slots.find((slot) => slot.startsAt.startsWith('2027-03-08'))?.startsAt).toBe('2027-03-08T14:00:00.000Z');
    expect(slots.find((slot) => slot.startsAt.startsWith('2027-03-15'))?.startsAt).toBe('2027-03-15T13:00:00.000Z');
  });

  it('US fall-back (2027-11-07): the night holds its five real hours, 01:00 and 01:30 twice', () => {
    const slots = freeSlots({
      availability: nightOwl,
      sessionMinutes: 30,
      busy: [],
      now: new Date('2027-11-01T00:00:00Z'),
    });
    expect(startsOn(slots, '2027-11-07', NEW_YORK)).toEqual(
      ['00:00', '00:30', '01:00', '01:30', '01:00', '01:30', '02:00', '02:30', '03:00', '03:30'].map(
        (time) => `2027-11-07 ${time}`,
      ),
    );
    expect(new Set(slots.map((slot) => slot.startsAt)).size).toBe(slots.length);
    expect(slots.find((slot) => slot.startsAt.startsWith('2027-11-08'))?.startsAt).toBe('2027-11-08T14:00:00.000Z');
  });

  it('a booking across the repeated hour blocks only its real time', () => {
    const busy = [{ startsAt: '2027-11-07T05:00:00.000Z', endsAt: '2027-11-07T06:00:00.000Z' }]; // 01:00–01:00 on the clock
    const slots = freeSlots({
      availability: nightOwl,
      sessionMinutes: 30,
      busy,
      now: new Date('2027-11-01T00:00:00Z'),
    });
    expect(startsOn(slots, '2027-11-07', NEW_YORK)).toEqual(
      ['00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '03:00', '03:30'].map((time) => `2027-11-07 ${time}`),
    );
  });

  it('an expert in Paris, a member in Los Angeles: the gap is 9, 8, then 9 hours again in March 2027', () => {
    const paris = expert('Europe/Paris', { weekly: weekdays('17:00', '18:00') });
    const slots = freeSlots({
      availability: paris,
      sessionMinutes: 50,
      busy: [],
      now: new Date('2027-03-08T00:00:00Z'),
    });
    const member = 'America/Los_Angeles';
    const firstOfDay = (day: string) => startsOn(slots, day, member)[0];
    // Both on standard time (UTC+1, UTC−8).
    expect(firstOfDay('2027-03-12')).toBe('2027-03-12 08:00');
    // Los Angeles moved on the 14th, Paris not until the 28th (UTC+1, UTC−7).
    expect(firstOfDay('2027-03-15')).toBe('2027-03-15 09:00');
    expect(firstOfDay('2027-03-26')).toBe('2027-03-26 09:00');
    // Both on summer time (UTC+2, UTC−7).
    expect(firstOfDay('2027-03-29')).toBe('2027-03-29 08:00');
    // For the expert it is 17:00 every day.
    expect(new Set(onClock(slots, 'Europe/Paris').map((time) => time.slice(11)))).toEqual(new Set(['17:00']));
    // Grouped on the member's calendar, the days are theirs.
    expect(
      slotsByDay(slots, member)
        .slice(0, 2)
        .map((group) => group.day),
    ).toEqual(['2027-03-08', '2027-03-09']);
  });

  it('an evening in Tokyo falls on the previous day for a member in Los Angeles; Tokyo never shifts', () => {
    const tokyo = expert('Asia/Tokyo', { weekly: weekdays('10:00', '11:00') });
    const slots = freeSlots({
      availability: tokyo,
      sessionMinutes: 30,
      busy: [],
      now: new Date('2027-03-01T00:00:00Z'),
    });
    expect(new Set(slots.map((slot) => slot.startsAt.slice(11)))).toEqual(new Set(['01:00:00.000Z', '01:30:00.000Z']));
    expect(slotsByDay(slots, 'America/Los_Angeles')[0]).toEqual({
      day: '2027-03-01',
      slots: [
        { startsAt: '2027-03-02T01:00:00.000Z', endsAt: '2027-03-02T01:30:00.000Z' },
        { startsAt: '2027-03-02T01:30:00.000Z', endsAt: '2027-03-02T02:00:00.000Z' },
      ],
    });
    expect(minutesOfTime('10:00')).toBe(600);
  });
});
