import {
  type BookingNotice,
  type BookingNoticeKind,
  bookingUid,
  buildCalendarInvite,
  type CalendarPerson,
  FREE_CHANGE_NOTICE_HOURS,
  type MailAttachment,
  type MailBranding,
  textDirection,
} from '@kinwell/core';
import type { RenderedMail } from './account-code-mail';
import { type BookingMailCopy, bookingMailCopy } from './booking-mail-copy';
import { linkHints } from './copy/link-hints';
import { escapeHtml } from './escape-html';
import { withBrand } from './mail-brand';
import { buttonRows, headingRow, logoRow, mailDocument, NOTE_STYLE, paragraphRow } from './mail-layout';
import { sessionInstant, sessionRange, sessionStartShort } from './session-times';

export type BookingMailReader = 'member' | 'expert';

export interface BookingMailOptions {
  notice: BookingNotice;
  /** Whose mail this is: the other side is named in it. */
  reader: BookingMailReader;
  /** The member's company brand for the member; the product's own for the expert. */
  branding: MailBranding;
  /** Where the button leads: the member's bookings, or the expert's console. */
  link: string;
  /** The calendar event's organizer: the address the booking mails come from. */
  organizer: CalendarPerson;
  /** When the mail is made: the calendar file's DTSTAMP, and whether a change is still free. */
  now: Date;
}

export interface BookingMail extends RenderedMail {
  to: string;
  attachments: MailAttachment[];
}

/** What a cancellation's calendar file says; every other notice adds or updates the event. */
const calendarMethod = (kind: BookingNoticeKind) => (kind === 'cancelled' ? 'CANCEL' : 'REQUEST');

const HOUR_MS = 3_600_000;

/** `{name}` placeholders filled; in HTML the values are escaped, and their braces too, so no value becomes markup. */
function say(line: string, values: Record<string, string>, html: boolean): string {
  return line.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) return whole;
    return html ? escapeHtml(value).replace(/[{}]/g, (brace) => (brace === '{' ? '&#123;' : '&#125;')) : value;
  });
}

interface Block {
  /** Copy with placeholders, or a value shown as is. */
  line: string;
  style?: string;
  /** A link shown after the line. */
  href?: string | undefined;
}

/**
 * One booking mail (booked, moved, cancelled, a reminder) to one side, in their language and on their clock, with
 * the calendar file that adds, moves or removes the event (METHOD REQUEST / CANCEL, the booking's SEQUENCE). What
 * a canceller wrote is never in it: the reason stays in the app, for the other side to read there.
 */
export function bookingMail({ notice, reader, branding, link, organizer, now }: BookingMailOptions): BookingMail {
  const { kind, booking, expert } = notice;
  const party = reader === 'member' ? notice.member : notice.expertContact;
  const other = reader === 'member' ? expert.name : notice.member.name;
  const { locale, timeZone } = party;
  const copy: BookingMailCopy = bookingMailCopy[locale];
  const values: Record<string, string> = {
    name: party.name,
    other,
    platformName: branding.platformName,
    start: sessionStartShort(booking.startsAt, locale, timeZone),
    when: sessionRange(booking, locale, timeZone),
    previous: notice.previous ? sessionRange(notice.previous, locale, timeZone) : '',
    deadline: sessionInstant(
      new Date(Date.parse(booking.startsAt) - FREE_CHANGE_NOTICE_HOURS * HOUR_MS).toISOString(),
      locale,
      timeZone,
    ),
  };
  const video = expert.location.kind === 'video' ? expert.location.url : undefined;
  const where: Block =
    expert.location.kind === 'video' ? { line: copy.video[reader], href: video } : { line: copy.phone[reader] };

  const blocks: Block[] = [{ line: copy.greeting }, { line: copy.intro[kind] }];
  if (kind === 'rescheduled' && notice.previous) blocks.push({ line: copy.movedFrom });
  if (kind === 'cancelled') {
    const byReader = booking.cancelledBy === reader;
    if (booking.cancelledBy) blocks.push({ line: byReader ? copy.cancelledByYou : copy.cancelledByOther });
  }
  const details: [string, string][] = [
    [copy.labels.when, values.when as string],
    [copy.labels.with, other],
  ];
  const after: Block[] = [];
  // The session's place only while it will happen: a cancellation names no link.
  if (kind !== 'cancelled') after.push(where);
  if (reader === 'member' && (kind === 'booked' || kind === 'rescheduled')) {
    const free = Date.parse(booking.startsAt) - now.getTime() >= FREE_CHANGE_NOTICE_HOURS * HOUR_MS;
    after.push({ line: free ? copy.freeChangeUntil : copy.lateChange, style: NOTE_STYLE });
  }
  after.push({ line: kind === 'cancelled' ? copy.calendarRemove : copy.calendarAdd, style: NOTE_STYLE });

  const heading = copy.heading[kind];
  const subject = say(copy.subject[kind], values, false);
  const dir = textDirection(locale);
  const button = { label: copy.button[reader], href: escapeHtml(link) };
  const htmlBlock = (block: Block) =>
    paragraphRow(
      `${say(block.line, values, true)}${block.href ? `<br><a href="${escapeHtml(block.href)}" style="color:{{brandColor}};word-break:break-all;">${escapeHtml(block.href)}</a>` : ''}`,
      block.style,
    );
  const detailRows = details
    .map(([label, value]) => `<strong>${escapeHtml(label)}</strong><br>${say('{value}', { value }, true)}`)
    .map((html) => paragraphRow(html));
  const html = withBrand(
    mailDocument({
      locale,
      title: escapeHtml(heading),
      preheader: say(copy.intro[kind], values, true),
      rows: [
        logoRow(),
        headingRow(escapeHtml(heading)),
        ...blocks.map(htmlBlock),
        ...detailRows,
        ...after.map(htmlBlock),
        buttonRows(locale, button, linkHints[locale]),
      ],
      footer: [say(copy.footer, values, true)],
    }),
    branding,
  );

  const mark = dir === 'rtl' ? '\u200f' : '';
  const textLine = (block: Block) => `${mark}${say(block.line, values, false)}${block.href ? `\n${block.href}` : ''}`;
  const text = `${[
    `${mark}${heading}`,
    ...blocks.map(textLine),
    details.map(([label, value]) => `${mark}${label}: ${value}`).join('\n'),
    ...after.map(textLine),
    `${mark}${copy.button[reader]}:\n${link}`,
    `${mark}${say(copy.footer, values, false)}`,
  ].join('\n\n')}\n`;

  return {
    to: party.email,
    subject,
    html,
    text,
    attachments: [calendarFile(notice, reader, copy, values, organizer, now)],
  };
}

/** The .ics both sides get (the title in the reader's words), the link in it only while the session will happen. */
function calendarFile(
  notice: BookingNotice,
  reader: BookingMailReader,
  copy: BookingMailCopy,
  values: Record<string, string>,
  organizer: CalendarPerson,
  now: Date,
): MailAttachment {
  const { booking, expert, kind } = notice;
  const method = calendarMethod(kind);
  const location =
    method === 'CANCEL'
      ? undefined
      : expert.location.kind === 'video'
        ? expert.location.url
        : say(copy.phone[reader], values, false);
  const content = buildCalendarInvite({
    method,
    uid: bookingUid(booking.id),
    sequence: booking.sequence,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    stamp: now,
    summary: say(copy.summary, values, false),
    location,
    organizer,
    attendees: [
      { name: notice.expertContact.name, email: notice.expertContact.email },
      { name: notice.member.name, email: notice.member.email },
    ],
  });
  return { filename: 'invite.ics', contentType: `text/calendar; method=${method}`, content };
}

/** Both of a notice's mails: the member's and the expert's. */
export function bookingMails(
  options: Omit<BookingMailOptions, 'reader' | 'branding' | 'link'> & {
    branding: Record<BookingMailReader, MailBranding>;
    links: Record<BookingMailReader, string>;
  },
): BookingMail[] {
  return (['member', 'expert'] as const).map((reader) =>
    bookingMail({ ...options, reader, branding: options.branding[reader], link: options.links[reader] }),
  );
}
