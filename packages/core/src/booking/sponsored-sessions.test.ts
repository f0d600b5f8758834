import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SPONSORED_SESSIONS_PER_YEAR,
  sessionBalance,
  sessionYear,
  sponsoredSessionsPerYear,
  yearRange,
} from './sponsored-sessions';

describe('sponsored sessions', () => {
  it('reads the company’s number, or the default', () => {
    expect(sponsoredSessionsPerYear({ sponsoredSessionsPerYear: 12 })).toBe(12);
    expect(sponsoredSessionsPerYear({ sponsoredSessionsPerYear: 0 })).toBe(0);
    expect(sponsoredSessionsPerYear({})).toBe(DEFAULT_SPONSORED_SESSIONS_PER_YEAR);
    expect(sponsoredSessionsPerYear({ sponsoredSessionsPerYear: -1 })).toBe(DEFAULT_SPONSORED_SESSIONS_PER_YEAR);
    expect(sponsoredSessionsPerYear({ sponsoredSessionsPerYear: 2.5 })).toBe(DEFAULT_SPONSORED_SESSIONS_PER_YEAR);
  });

  it('counts a session in the UTC year it starts in', () => {
    expect(sessionYear('2027-12-31T23:30:00.000Z')).toBe(2027);
    // New Year's Eve evening in Los Angeles is already the next year in UTC.
    expect(sessionYear('2028-01-01T03:00:00.000Z')).toBe(2028);
    expect(yearRange(2027)).toEqual({ from: '2027-01-01T00:00:00.000Z', to: '2028-01-01T00:00:00.000Z' });
  });

  it('never shows a negative balance', () => {
    expect(sessionBalance(2027, 6, 2)).toEqual({ year: 2027, allowance: 6, used: 2, remaining: 4 });
    expect(sessionBalance(2027, 2, 3).remaining).toBe(0);
  });
});
