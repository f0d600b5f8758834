import {
  BOOKING_NOTICE_KINDS,
  type Booking,
  type BookingNotice,
  type BookingNoticeKind,
  type Expert,
  LOCALES,
  type Locale,
} from '@kinwell/core';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type BookingMailReader, bookingMail, bookingMails } from './booking-mails';

const booking: Booking = {
  id: '0b5c3f4e-7d1a-4c2b-9a55-1f0e2d3c4b5a',
  expertId: 'amelie',
  memberId: 'member-1',
  startsAt: '2027-03-15T13:00:00.000Z',
  endsAt: '2027-03-15T13:50:00.000Z',
  status: 'booked',
  sequence: 0,
  createdAt: '2027-03-01T10:00:00.000Z',
  updatedAt: '2027-03-01T10:00:00.000Z',
};
const expert: Expert = {
  id: 'amelie',
  name: 'Amélie Durand',
  photoUrl: 'https://cdn.example/amelie.jpg',
  credentials: 'Clinical psychologist',
  specialties: ['stress'] as unknown as Expert['specialties'],
  languages: ['fr', 'en'],
  gender: 'female' as Expert['gender'],
  bio: { en: 'Bio' },
  timeZone: 'Europe/Paris',
  sessionMinutes: [50],
  location: { kind: 'video', url: 'https://video.example/room/amelie' },
};
const branding = {
  member: { platformName: 'Acme Health', logoImage: 'https://app.example/logo.svg', brandColor: '#4c6ef5' },
  expert: { platformName: 'Kinwell', logoImage: 'https://app.example/favicon.svg', brandColor: '#31b978' },
};
const links = { member: 'https://app.example/book-session', expert: 'https://app.example/expert' };
const organizer = { name: 'Kinwell', email: 'bookings@kinwell.example' };
const now = new Date('2027-03-01T10:00:00.000Z');

function notice(kind: BookingNoticeKind, locale: Locale = 'en'): BookingNotice {
  const moved = { ...booking, startsAt: '2027-03-16T13:00:00.000Z', endsAt: '2027-03-16T13:50:00.000Z', sequence: 1 };
  return {
    kind,
    booking:
      kind === 'rescheduled'
        ? moved
        : kind === 'cancelled'
          ? { ...booking, status: 'cancelled', sequence: 1, cancelledBy: 'member', cancelReason: 'SECRET-REASON <b>' }
          : booking,
    previous: kind === 'rescheduled' ? { startsAt: booking.startsAt, endsAt: booking.endsAt } : undefined,
    expert,
    member: { email: 'jane@acme.example', name: 'Jane', locale, timeZone: 'America/Los_Angeles' },
    expertContact: { email: 'amelie@experts.example', name: 'Amélie Durand', locale, timeZone: 'Europe/Paris' },
  };
}

/** Intl writes narrow and thin no-break spaces around times: plain spaces to compare. */
const spaced = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');

const mail = (kind: BookingNoticeKind, reader: BookingMailReader, locale: Locale = 'en') =>
  bookingMail({
    notice: notice(kind, locale),
    reader,
    branding: branding[reader],
    link: links[reader],
    organizer,
    now,
  });

/** The calendar file read back by a calendar parser (ical.js, as Thunderbird uses). */
function calendarOf(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { method: calendar.getFirstPropertyValue('method'), event: new ICAL.Event(vevent), vevent };
}

describe('the booking mails', () => {
  it('render for every kind, language and side: subject, HTML, text and a calendar file that parses', () => {
    for (const locale of LOCALES)
      for (const kind of BOOKING_NOTICE_KINDS)
        for (const reader of ['member', 'expert'] as const) {
          const m = mail(kind, reader, locale);
          const label = `${kind}/${reader}/${locale}`;
          expect(m.to, label).toBe(reader === 'member' ? 'jane@acme.example' : 'amelie@experts.example');
          expect(m.subject.length, label).toBeGreaterThan(5);
          expect(m.subject, label).not.toMatch(/[{}<>]/);
          expect(m.html, label).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`);
          expect(m.html, label).not.toMatch(/\{\{?\w+\}\}?/);
          expect(m.text, label).not.toMatch(/\{\w+\}/);
          expect(m.attachments, label).toHaveLength(1);
          const [file] = m.attachments;
          const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
          expect(file?.filename).toBe('invite.ics');
          expect(file?.contentType).toBe(`text/calendar; method=${method}`);
          const { method: parsedMethod, event } = calendarOf(file?.content ?? '');
          expect(parsedMethod, label).toBe(method);
          expect(event.uid, label).toBe(`booking-${booking.id}@kinwell`);
          expect(event.sequence, label).toBe(kind === 'rescheduled' || kind === 'cancelled' ? 1 : 0);
        }
  });

  it('are right to left in Arabic, in the HTML and in every line of the plain text', () => {
    const m = mail('booked', 'member', 'ar');
    expect(m.html).toContain('<body dir="rtl"');
    for (const paragraph of m.text.trim().split('\n\n')) expect(paragraph.startsWith('\u200f')).toBe(true);
  });

  it("write the times on the reader's clock, in their language, with the zone named", () => {
    const member = mail('booked', 'member');
    expect(member.text).toContain('Monday, March 15, 2027');
    expect(member.text).toContain('6:00');
    expect(member.text).toContain('(Pacific Daylight Time)');
    expect(spaced(member.subject)).toBe('Session booked with Amélie Durand: Mon, Mar 15, 6:00 AM PDT');
    const expertFr = mail('booked', 'expert', 'fr');
    expect(expertFr.text).toContain('lundi 15 mars 2027');
    expect(expertFr.text).toContain('14:00');
    expect(expertFr.text).toContain('heure normale d’Europe centrale');
    expect(mail('booked', 'member', 'ja').text).toContain('米国太平洋夏時間');
  });

  it("give the member the expert's video link; a phone session says the expert calls", () => {
    const member = mail('booked', 'member');
    expect(member.html).toContain('href="https://video.example/room/amelie"');
    expect(member.text).toContain('https://video.example/room/amelie');
    const phone = bookingMail({
      notice: { ...notice('booked'), expert: { ...expert, location: { kind: 'phone' } } },
      reader: 'member',
      branding: branding.member,
      link: links.member,
      organizer,
      now,
    });
    expect(phone.text).toContain('Phone call: Amélie Durand will call you.');
    expect(phone.text).not.toContain('https://video.example');
  });

  it('say a move from the old time to the new one', () => {
    const m = mail('rescheduled', 'member');
    expect(spaced(m.text)).toContain(
      'It moved from Monday, March 15, 2027, 6:00 – 6:50 AM (Pacific Daylight Time) to Tuesday, March 16, 2027, 6:00 – 6:50 AM (Pacific Daylight Time).',
    );
    const { event } = calendarOf(m.attachments[0]?.content ?? '');
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-03-16T13:00:00.000Z');
  });

  it('never mail what a canceller wrote, nor the link of a session that will not happen', () => {
    for (const reader of ['member', 'expert'] as const) {
      const m = mail('cancelled', reader);
      expect(`${m.subject}${m.html}${m.text}${m.attachments[0]?.content}`).not.toContain('SECRET-REASON');
      expect(m.text).not.toContain('https://video.example');
      expect(m.attachments[0]?.content).toContain('STATUS:CANCELLED');
    }
    expect(mail('cancelled', 'member').text).toContain('You cancelled it.');
    expect(mail('cancelled', 'expert').text).toContain('Jane cancelled it.');
  });

  it('tell the member until when a change is free, or that it no longer is', () => {
    expect(spaced(mail('booked', 'member').text)).toContain(
      'You can move or cancel it for free until Sunday, March 14, 2027 at 6:00 AM (Pacific Daylight Time).',
    );
    const late = bookingMail({
      notice: notice('booked'),
      reader: 'member',
      branding: branding.member,
      link: links.member,
      organizer,
      now: new Date('2027-03-15T00:00:00Z'),
    });
    expect(late.text).toContain('if you cancel it now, it counts as one of your sessions');
  });

  it("are branded: the member's in their company's colours, names escaped", () => {
    const m = bookingMails({
      notice: { ...notice('booked'), member: { ...notice('booked').member, name: '<script>{{brandColor}}' } },
      branding,
      links,
      organizer,
      now,
    });
    const [member, forExpert] = m;
    expect(member?.html).toContain('#4c6ef5');
    expect(member?.html).toContain('alt="Acme Health"');
    expect(forExpert?.html).toContain('#31b978');
    expect(forExpert?.html).toContain('&lt;script&gt;&#123;&#123;brandColor&#125;&#125;');
    expect(forExpert?.html).not.toContain('<script>');
  });
});
