/** Sessions a company sponsors per member and year when its metadata names no number. */
export const DEFAULT_SPONSORED_SESSIONS_PER_YEAR = 6;

/** The sessions a company's metadata sponsors per member and year (`sponsoredSessionsPerYear`), or the default. */
export function sponsoredSessionsPerYear(company: { sponsoredSessionsPerYear?: number | undefined }): number {
  const named = company.sponsoredSessionsPerYear;
  return typeof named === 'number' && Number.isInteger(named) && named >= 0
    ? named
    : DEFAULT_SPONSORED_SESSIONS_PER_YEAR;
}

/**
 * The year a session counts in: the calendar year, in UTC, of the time the session starts (not when it was booked).
 * One rule for every member and expert wherever they are, and a plain range the database indexes; the price is a
 * few hours around New Year's Eve in zones far from UTC (docs/decisions/010-booking.md).
 */
export function sessionYear(startsAt: string | Date): number {
  return new Date(startsAt).getUTCFullYear();
}

/** The instants a year spans, start included, end excluded. */
export function yearRange(year: number): { from: string; to: string } {
  return { from: new Date(Date.UTC(year, 0, 1)).toISOString(), to: new Date(Date.UTC(year + 1, 0, 1)).toISOString() };
}

export interface SessionBalance {
  year: number;
  allowance: number;
  /** Booked and late-cancelled sessions starting in the year. */
  used: number;
  remaining: number;
}

export function sessionBalance(year: number, allowance: number, used: number): SessionBalance {
  return { year, allowance, used, remaining: Math.max(0, allowance - used) };
}
