import { describe, expect, it } from 'vitest';
import { cancellationOutcome, canReschedule, changeIsFree, FREE_CHANGE_NOTICE_HOURS } from './change-rules';

const startsAt = '2027-03-15T13:00:00.000Z';
const hoursBefore = (hours: number) => new Date(Date.parse(startsAt) - hours * 3_600_000);

describe('the 24 h rule', () => {
  it('is free until 24 hours before, late after', () => {
    expect(FREE_CHANGE_NOTICE_HOURS).toBe(24);
    expect(changeIsFree(startsAt, hoursBefore(25))).toBe(true);
    expect(changeIsFree(startsAt, hoursBefore(24))).toBe(true);
    expect(changeIsFree(startsAt, hoursBefore(23.99))).toBe(false);
  });

  it('counts real hours, not the clock, across a daylight-saving change', () => {
    // 2027-03-14 is the US spring-forward: 09:00 Saturday to 09:00 Monday in New York is 47 real hours.
    expect(changeIsFree(startsAt, new Date('2027-03-14T13:00:00.000Z'))).toBe(true);
    expect(changeIsFree(startsAt, new Date('2027-03-14T13:00:01.000Z'))).toBe(false);
  });

  it('makes a member’s cancellation late inside the notice, an expert’s never', () => {
    const booking = { startsAt, status: 'booked' as const };
    expect(cancellationOutcome(booking, hoursBefore(48), 'member')).toBe('cancelled');
    expect(cancellationOutcome(booking, hoursBefore(2), 'member')).toBe('late_cancelled');
    expect(cancellationOutcome(booking, hoursBefore(2), 'expert')).toBe('cancelled');
    expect(cancellationOutcome(booking, hoursBefore(0), 'member')).toBeUndefined();
    expect(cancellationOutcome({ startsAt, status: 'cancelled' }, hoursBefore(48), 'member')).toBeUndefined();
  });

  it('offers a reschedule only while a change is free', () => {
    expect(canReschedule({ startsAt, status: 'booked' }, hoursBefore(30))).toBe(true);
    expect(canReschedule({ startsAt, status: 'booked' }, hoursBefore(3))).toBe(false);
    expect(canReschedule({ startsAt, status: 'late_cancelled' }, hoursBefore(30))).toBe(false);
  });
});
