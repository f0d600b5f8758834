import type { Locale } from '@kinwell/core';

/**
 * A session's times as a reader reads them: in their language and on their clock, the zone named, with the
 * platform's Intl (the same rules the booking domain uses, no library).
 */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** The zone's long name at that instant, in the reader's language: "Pacific Daylight Time", "heure d’été du Pacifique". */
export function zoneName(instant: string, locale: Locale, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(new Date(instant));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** "Monday, March 15, 2027, 6:00 – 6:50 AM (Pacific Daylight Time)". */
export function sessionRange(range: { startsAt: string; endsAt: string }, locale: Locale, timeZone: string): string {
  const format = new Intl.DateTimeFormat(locale, { ...DATE_TIME, timeZone });
  const when = format.formatRange(new Date(range.startsAt), new Date(range.endsAt));
  return `${when} (${zoneName(range.startsAt, locale, timeZone)})`;
}

/** One instant with its zone: "Sunday, March 14, 2027, 6:00 AM (Pacific Daylight Time)". */
export function sessionInstant(instant: string, locale: Locale, timeZone: string): string {
  const when = new Intl.DateTimeFormat(locale, { ...DATE_TIME, timeZone }).format(new Date(instant));
  return `${when} (${zoneName(instant, locale, timeZone)})`;
}

/** The short form for a subject line: "Mon, Mar 15, 6:00 AM PDT". */
export function sessionStartShort(instant: string, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(instant));
}
