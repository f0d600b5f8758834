import { describe, expect, it } from 'vitest';
import { clockTime, isoWeekday, minutesOfTime, wallClockOf, wallClockToInstant, zoneOffsetMs } from './wall-clock';

const HOUR_MS = 3_600_000;
const at = (day: string, time: string, zone: string) =>
  wallClockToInstant(day, minutesOfTime(time), zone).toISOString();

describe('wall-clock times in a zone', () => {
  it('reads offsets either side of a change', () => {
    expect(zoneOffsetMs(Date.parse('2027-01-15T12:00:00Z'), 'Europe/Paris')).toBe(HOUR_MS);
    expect(zoneOffsetMs(Date.parse('2027-07-15T12:00:00Z'), 'Europe/Paris')).toBe(2 * HOUR_MS);
    expect(zoneOffsetMs(Date.parse('2027-07-15T12:00:00Z'), 'America/Los_Angeles')).toBe(-7 * HOUR_MS);
    expect(zoneOffsetMs(Date.parse('2027-07-15T12:00:00Z'), 'Asia/Tokyo')).toBe(9 * HOUR_MS);
  });

  it('turns a plain wall-clock time into its instant', () => {
    expect(at('2027-03-13', '09:00', 'America/New_York')).toBe('2027-03-13T14:00:00.000Z');
    expect(at('2027-03-15', '09:00', 'America/New_York')).toBe('2027-03-15T13:00:00.000Z');
    expect(at('2027-03-15', '24:00', 'America/New_York')).toBe('2027-03-16T04:00:00.000Z');
    expect(at('2027-06-01', '10:00', 'Asia/Tokyo')).toBe('2027-06-01T01:00:00.000Z');
  });

  it('moves a time the spring-forward skips on by the jump (2027-03-14, US)', () => {
    expect(at('2027-03-14', '01:30', 'America/New_York')).toBe('2027-03-14T06:30:00.000Z');
    expect(at('2027-03-14', '02:30', 'America/New_York')).toBe('2027-03-14T07:30:00.000Z');
    expect(at('2027-03-14', '03:30', 'America/New_York')).toBe('2027-03-14T07:30:00.000Z');
  });

  it('takes the first of a time the fall-back repeats (2027-11-07, US)', () => {
    expect(at('2027-11-07', '00:30', 'America/New_York')).toBe('2027-11-07T04:30:00.000Z');
    expect(at('2027-11-07', '01:30', 'America/New_York')).toBe('2027-11-07T05:30:00.000Z');
    expect(at('2027-11-07', '02:00', 'America/New_York')).toBe('2027-11-07T07:00:00.000Z');
  });

  it('shows an instant on a zone’s clock', () => {
    expect(wallClockOf(new Date('2027-11-07T06:30:00Z'), 'America/New_York')).toEqual({
      day: '2027-11-07',
      minutes: 90,
    });
    expect(wallClockOf(new Date('2027-03-28T23:30:00Z'), 'Europe/Paris')).toEqual({ day: '2027-03-29', minutes: 90 });
    expect(wallClockOf(new Date('2027-03-28T23:30:00Z'), 'America/Los_Angeles')).toEqual({
      day: '2027-03-28',
      minutes: 16 * 60 + 30,
    });
  });

  it('writes minutes as a clock time and back', () => {
    expect(clockTime(570)).toBe('09:30');
    expect(clockTime(1440)).toBe('24:00');
    expect(minutesOfTime(clockTime(75))).toBe(75);
  });

  it('names ISO weekdays', () => {
    expect(isoWeekday('2027-03-14')).toBe(7);
    expect(isoWeekday('2027-03-15')).toBe(1);
  });
});
