import type { CalendarPerson } from '@kinwell/core';

/** `Kinwell <no-reply@mail.kinwell.example>` (a mail's From) → the calendar file's organizer. */
export function organizerOf(from: string): CalendarPerson {
  const match = /^\s*"?(.*?)"?\s*<([^<>]+)>\s*$/.exec(from);
  return match ? { name: match[1] || 'Kinwell', email: match[2] as string } : { name: 'Kinwell', email: from.trim() };
}
