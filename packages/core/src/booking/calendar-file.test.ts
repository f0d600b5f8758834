import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingUid, buildCalendarInvite, type CalendarInvite, escapeIcsText, foldIcsLine } from './calendar-file';

const invite: CalendarInvite = {
  method: 'REQUEST',
  uid: bookingUid('0b5c3f4e-7d1a-4c2b-9a55-1f0e2d3c4b5a'),
  sequence: 0,
  startsAt: '2027-03-15T13:00:00.000Z',
  endsAt: '2027-03-15T13:50:00.000Z',
  stamp: new Date('2027-03-01T10:00:00.000Z'),
  summary: 'Session with Dr. Amélie Durand; video, 50 min',
  description: `Join from the link below.\nBring a notebook, a glass of water\\and calm. ${'日本語のテキスト、'.repeat(12)}`,
  location: 'https://video.example/room/amelie',
  organizer: { name: 'Kinwell', email: 'bookings@kinwell.example' },
  attendees: [
    { name: 'Amélie "Doc" Durand', email: 'amelie@experts.example' },
    { name: 'Jane Doe', email: 'jane@acme.example' },
  ],
};

/** The file read back by a real calendar parser (ical.js, as Thunderbird uses). */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('the booking calendar file', () => {
  it('is read back whole by a calendar parser', () => {
    const { calendar, vevent, event } = parse(buildCalendarInvite(invite));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(event.uid).toBe('booking-0b5c3f4e-7d1a-4c2b-9a55-1f0e2d3c4b5a@kinwell');
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().toISOString()).toBe(invite.startsAt);
    expect(event.endDate.toJSDate().toISOString()).toBe(invite.endsAt);
    expect(event.startDate.zone.tzid).toBe('UTC');
    expect(event.summary).toBe(invite.summary);
    expect(event.description).toBe(invite.description);
    expect(event.location).toBe(invite.location);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.organizer).toBe('mailto:bookings@kinwell.example');
    expect(event.attendees.map((attendee) => attendee.getFirstValue())).toEqual([
      'mailto:amelie@experts.example',
      'mailto:jane@acme.example',
    ]);
    expect(event.attendees.map((attendee) => attendee.getParameter('cn'))).toEqual(['Amélie Doc Durand', 'Jane Doe']);
  });

  it('keeps the UID and raises the sequence for a change, and cancels with METHOD:CANCEL', () => {
    const moved = parse(
      buildCalendarInvite({
        ...invite,
        sequence: 1,
        startsAt: '2027-03-16T13:00:00.000Z',
        endsAt: '2027-03-16T13:50:00.000Z',
      }),
    );
    expect(moved.event.uid).toBe(invite.uid);
    expect(moved.event.sequence).toBe(1);
    const cancelled = parse(buildCalendarInvite({ ...invite, method: 'CANCEL', sequence: 2 }));
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.event.sequence).toBe(2);
  });

  it('ends lines with CRLF and folds them at 75 octets, never inside a character', () => {
    const text = buildCalendarInvite(invite);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(foldIcsLine('short')).toBe('short');
    const folded = foldIcsLine(`X:${'é'.repeat(80)}`);
    expect(folded.split('\r\n').map((line) => new TextEncoder().encode(line).length)).toEqual([74, 75, 15]);
  });

  it('escapes text values', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});
