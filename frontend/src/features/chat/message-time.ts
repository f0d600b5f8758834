/** When a conversation last moved: the time today, the weekday this week, the date before that; on the reader's clock. */
export function formatMessageTime(iso: string, locale: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const ageMs = now.getTime() - date.getTime();
  if (date.toDateString() === now.toDateString()) {
    return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(date);
  }
  if (ageMs < 6 * 24 * 3600_000) return new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(date);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** A message's own time, beside it. */
export const formatClock = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(iso));

/** A day's heading in a conversation. */
export const formatDayHeading = (date: Date, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(date);
