const pad = (value: number, size = 2) => String(Math.abs(value)).padStart(size, '0');

/**
 * An instant as the member's device sees it, offset included (`2026-11-25T00:30:00.000+01:00`): the server reads
 * the member's own day from it, so a late-evening session counts for the evening's day wherever they are.
 */
export function localIsoString(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}
