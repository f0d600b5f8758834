/** The periods My Progress shows, and how many days each spans (ending today). */
export const PROGRESS_PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export type ProgressPeriod = (typeof PROGRESS_PERIODS)[number];

export const PERIOD_DAYS: Readonly<Record<ProgressPeriod, number>> = { week: 7, month: 30, quarter: 91, year: 365 };

const DAY_MS = 86_400_000;

// A day formatter per time zone, built once: building one costs ~0.1 ms, more than formatting with it. Only zones
// the runtime knows get one, so the map stays as small as the IANA list.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day formatter of a zone the runtime knows (`Europe/Paris`); undefined for any other. */
function dayFormatOf(timeZone: string): Intl.DateTimeFormat | undefined {
  let format = dayFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      return undefined;
    }
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Whether the runtime knows this IANA time zone (`Europe/Paris`); the API refuses any other. */
export function isTimeZone(value: string): boolean {
  return dayFormatOf(value) !== undefined;
}

/** The calendar day (`2026-11-25`) it is at `now` in `timeZone`. */
export function dayIn(timeZone: string, now: Date): string {
  const format = dayFormatOf(timeZone);
  if (!format) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return format.format(now);
}

/**
 * The member's own day of an event, from the time as their device wrote it (`2026-11-25T23:30:00+01:00` is the 25th
 * for them, the 25th in UTC too; `…T00:30:00+01:00` is the 25th for them, the 24th in UTC). A time without an offset
 * of its own is read in UTC.
 */
export function localDayOf(occurredAt: string): string {
  return /^\d{4}-\d{2}-\d{2}T.*[+-]\d{2}:?\d{2}$/.test(occurredAt)
    ? occurredAt.slice(0, 10)
    : new Date(occurredAt).toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first and last day of a period ending `today`. */
export function periodDays(period: ProgressPeriod, today: string): { from: string; to: string } {
  return { from: addDays(today, -(PERIOD_DAYS[period] - 1)), to: today };
}

/** Every day from `from` to `to`, both included, oldest first. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The Monday of the week holding `day` (weeks start on Monday, as ISO 8601 has them). */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Every week start from the week of `from` to the week of `to`, oldest first. */
export function weekStartsBetween(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let week = weekStartOf(from); week <= to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}
