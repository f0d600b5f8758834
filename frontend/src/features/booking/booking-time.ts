import type { Slot } from '@kinwell/contracts';

/**
 * Times as the member reads them: in their device's zone (the platform's Intl, as core's booking rules use), in the
 * app's language. Answers carry instants in UTC; only here do they become days and clock times.
 */

/** The browser's IANA zone: the member's own clock. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const dayKeyFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (`2027-03-14`) an instant falls on in a zone: the key slots are grouped by. */
export function dayKeyOf(instant: string, timeZone: string): string {
  let format = dayKeyFormats.get(timeZone);
  if (!format) {
    // en-CA writes ISO order (YYYY-MM-DD), whatever the app's language.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayKeyFormats.set(timeZone, format);
  }
  return format.format(new Date(instant));
}

export interface SlotDay {
  /** `2027-03-14`, in the member's zone. */
  day: string;
  /** The day's slots, earliest first; the first one names the day in headings. */
  slots: Slot[];
}

/** Slots grouped by the member's day, days and times in order: what the slot picker shows. */
export function groupSlotsByDay(slots: readonly Slot[], timeZone: string): SlotDay[] {
  const days = new Map<string, Slot[]>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))) {
    const day = dayKeyOf(slot.startsAt, timeZone);
    const list = days.get(day);
    if (list) list.push(slot);
    else days.set(day, [slot]);
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
}

/** A session's length in whole minutes. */
export const minutesBetween = (startsAt: string, endsAt: string): number =>
  Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000);

/** `Mon 30 Nov` (short) or `Monday 30 November` (long), in the zone and language given. */
export function formatDay(instant: string, locale: string, timeZone: string, style: 'short' | 'long' = 'long'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: style,
    day: 'numeric',
    month: style,
  }).format(new Date(instant));
}

/** `09:30` or `9:30 AM`, as the language writes clock times. */
export function formatTime(instant: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
}

/** A session's start in full: `Monday 30 November 2026 at 09:30`. */
export function formatWhen(instant: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(instant));
}

/** A zone as people say it (`Central European Time`), falling back to its IANA name. */
export function zoneName(timeZone: string, locale: string): string {
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((entry) => entry.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** A language tag's name in the app's language (`fr` → `French`, `français`…). */
export function languageName(tag: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
