import {
  type BookingNotice,
  type BookingNotifier,
  type BookingPartiesStore,
  type BookingParty,
  type CalendarPerson,
  type DiagnosticLog,
  type MailBranding,
  MailDeliveryError,
  type MailSender,
} from '@kinwell/core';
import { type BookingMailReader, bookingMails } from './booking-mails';

export interface MailBookingNotifierOptions {
  mail: MailSender;
  /** The address booking mails come from, also the calendar event's organizer. */
  sender: CalendarPerson;
  /** The member's company brand (core's `memberMailBranding`); experts get `expertBranding`. */
  memberBranding: (member: BookingParty) => Promise<MailBranding>;
  expertBranding: () => MailBranding;
  /** Where each side's button leads, read at each send (the local server learns its port once it listens). */
  links: () => Record<BookingMailReader, string>;
  /**
   * Keeps both parties of a booked or moved session, for the reminders sent later by a process with no request to
   * read them from (booking-reminders.ts), and for the member's mail when the expert cancels.
   */
  parties?: Pick<BookingPartiesStore, 'remember' | 'read'> | undefined;
  now: () => Date;
  /** Where a failed mail is reported (the function's logger, or the local runtime's readable one). */
  log: DiagnosticLog;
}

/**
 * The BookingNotifier of both runtimes: the booking mails (booking-mails.ts) through the mail port (SES raw messages
 * in AWS, the local mailbox locally), one to the member and one to the expert. Both are tried even when one fails;
 * a failure then throws `MailDeliveryError` (the booking itself stands: the caller logs and carries on).
 */
export class MailBookingNotifier implements BookingNotifier {
  constructor(private readonly options: MailBookingNotifierOptions) {}

  async send(given: BookingNotice): Promise<void> {
    const { mail, sender, parties, now } = this.options;
    if (parties && (given.kind === 'booked' || given.kind === 'rescheduled')) {
      await parties.remember(given.booking.id, { member: given.member, expertContact: given.expertContact });
    }
    // An expert's cancellation comes from the console, which cannot know the member's language and zone: the member's
    // mail uses those kept when they booked.
    const kept =
      parties && given.kind === 'cancelled' && given.booking.cancelledBy === 'expert'
        ? await parties.read(given.booking.id)
        : undefined;
    const notice: BookingNotice = kept ? { ...given, member: kept.member } : given;
    const mails = bookingMails({
      notice,
      branding: { member: await this.options.memberBranding(notice.member), expert: this.options.expertBranding() },
      links: this.options.links(),
      organizer: sender,
      now: now(),
    });
    const from = `${sender.name} <${sender.email}>`;
    const results = await Promise.allSettled(
      mails.map((m) =>
        mail.send({ to: m.to, from, subject: m.subject, text: m.text, html: m.html, attachments: m.attachments }),
      ),
    );
    const failed = results.filter((result) => result.status === 'rejected');
    if (failed.length > 0) {
      // The kind and booking only: no address, no name.
      this.options.log.error('Booking mail failed', {
        kind: notice.kind,
        bookingId: notice.booking.id,
        failed: failed.length,
      });
      throw new MailDeliveryError();
    }
  }
}
