/**
 * A calendar file (.ics, RFC 5545 with the iTIP methods of RFC 5546) for one booked session, attached to its mails
 * so calendar apps add, move and remove it. The UID stays the booking's for life and SEQUENCE rises with every change,
 * which is how a calendar knows a reschedule or a cancellation replaces what it holds.
 */

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarInvite {
  /** REQUEST adds or updates the event; CANCEL removes it. */
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  startsAt: string;
  endsAt: string;
  /** When this version of the file was made. */
  stamp: Date;
  summary: string;
  description?: string | undefined;
  location?: string | undefined;
  organizer: CalendarPerson;
  attendees: readonly CalendarPerson[];
}

const PRODUCT_ID = '-//Kinwell//Booking//EN';
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** The UID of a booking's event, the same in every file sent about it. */
export const bookingUid = (bookingId: string): string => `booking-${bookingId}@kinwell`;

/** `20270315T130000Z`: a date-time in UTC, the form every calendar reads without a time-zone block. */
export const icsDateTime = (instant: string | Date): string =>
  new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** A TEXT value: backslash, semicolon, comma and line breaks escaped. */
export const escapeIcsText = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A parameter value (a name in CN=): quoted, with the quotes and control characters it may not hold removed. */
const paramValue = (text: string): string => `"${text.replace(/["\p{Cc}]/gu, '')}"`;

/** A content line folded at 75 octets (continuations start with a space), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

const person = (role: 'ORGANIZER' | 'ATTENDEE', who: CalendarPerson, extra = ''): string =>
  `${role};CN=${paramValue(who.name)}${extra}:mailto:${who.email}`;

/** The .ics text of a booking's invitation or cancellation, CRLF line ends included. */
export function buildCalendarInvite(invite: CalendarInvite): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.method}`,
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${icsDateTime(invite.stamp)}`,
    `DTSTART:${icsDateTime(invite.startsAt)}`,
    `DTEND:${icsDateTime(invite.endsAt)}`,
    `SUMMARY:${escapeIcsText(invite.summary)}`,
    ...(invite.description ? [`DESCRIPTION:${escapeIcsText(invite.description)}`] : []),
    ...(invite.location ? [`LOCATION:${escapeIcsText(invite.location)}`] : []),
    `STATUS:${invite.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    person('ORGANIZER', invite.organizer),
    ...invite.attendees.map((attendee) =>
      person('ATTENDEE', attendee, ';ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE'),
    ),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
