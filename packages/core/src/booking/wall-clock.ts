/**
 * Wall-clock times in an IANA time zone and the instants they name, with the platform's Intl only (no time-zone
 * library: Node and every browser carry the IANA database). A day is `YYYY-MM-DD`, a time of day `HH:MM`.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it, and slot search converts hundreds of times. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at `instant`, in milliseconds (Paris in winter: +3,600,000). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/** Minutes since midnight of an `HH:MM` time (`24:00` is the end of the day: 1440). */
export function minutesOfTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The `HH:MM` of minutes since midnight (1440 is `24:00`). */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

// The zone's offsets a day before and two days after each local day's midnight, by zone and day: every time of the
// day lies between them, a day from each, and no zone changes its offset twice in three days. Kept small.
const dayOffsets = new Map<string, readonly [number, number]>();
const MAX_CACHED_DAYS = 20_000;

function offsetsAround(day: string, timeZone: string): readonly [number, number] {
  const key = `${timeZone} ${day}`;
  let offsets = dayOffsets.get(key);
  if (!offsets) {
    const midnight = Date.parse(`${day}T00:00:00Z`);
    offsets = [zoneOffsetMs(midnight - DAY_MS, timeZone), zoneOffsetMs(midnight + 2 * DAY_MS, timeZone)];
    if (dayOffsets.size >= MAX_CACHED_DAYS) dayOffsets.clear();
    dayOffsets.set(key, offsets);
  }
  return offsets;
}

/**
 * The instant a wall-clock time names in `timeZone`. Where the clock jumps forward (02:30 on a US spring-forward
 * night never happens) the time is moved on by the jump (03:30 daylight time); where it falls back (01:30 happens
 * twice) it is the first of the two. These are Temporal's "compatible" rules, the ones calendar apps use.
 */
export function wallClockToInstant(day: string, minutes: number, timeZone: string): Date {
  const local = Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE_MS;
  const [before, after] = offsetsAround(day, timeZone);
  // The same offset either side: no change near this day, and the time is plain.
  if (before === after) return new Date(local - before);
  const fits = [before, after]
    .map((offset) => local - offset)
    .filter((instant) => instant + zoneOffsetMs(instant, timeZone) === local);
  // None fits: the time falls in a gap; reading it with the offset before the gap moves it on by the gap's length.
  return new Date(fits.length > 0 ? Math.min(...fits) : local - before);
}

/** The day and the minutes since midnight an instant shows on a clock in `timeZone`. */
export function wallClockOf(instant: Date, timeZone: string): { day: string; minutes: number } {
  const local = instant.getTime() + zoneOffsetMs(instant.getTime(), timeZone);
  const day = new Date(local).toISOString().slice(0, 10);
  return { day, minutes: Math.floor((local - Date.parse(`${day}T00:00:00Z`)) / MINUTE_MS) };
}

/** The ISO weekday of a day: 1 is Monday, 7 Sunday. */
export function isoWeekday(day: string): number {
  return ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}
