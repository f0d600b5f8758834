import { type Mailbox, type PgliteDatabase, ReminderPoller } from '@kinwell/adapters-local';
import { type Clock, type CompanyDirectory, type DiagnosticLog, mailBranding, memberMailBranding } from '@kinwell/core';
import { SqlBookingPartiesStore, SqlBookingStore, SqlReminderScheduler } from '@kinwell/database';
import { bookingLinks, MailBookingNotifier } from '@kinwell/email-templates';

/** Where booking mails come from on the local runtime: they land in the local mailbox like every other mail. */
export const LOCAL_BOOKING_SENDER = { name: 'Kinwell', email: 'bookings@kinwell.local' };

/**
 * The booking ports on the local runtime: the mails into the local mailbox, the reminders as due rows in PGlite,
 * sent by an in-process poller the server starts (a one-off `npm run invoke` does not).
 */
export function createLocalBookingNotices(options: {
  db: PgliteDatabase;
  mailbox: Mailbox;
  companies: CompanyDirectory;
  clock: Clock;
  appUrl: () => string;
  reminderIntervalMs?: number | undefined;
  /** Where a failed booking mail or reminder is reported (a readable logger). */
  log: DiagnosticLog;
}) {
  const { db, mailbox, companies, clock, appUrl, log } = options;
  const now = () => clock.now();
  const parties = new SqlBookingPartiesStore(db, now);
  const reminders = new SqlReminderScheduler(db, now);
  const notifier = new MailBookingNotifier({
    mail: mailbox,
    sender: LOCAL_BOOKING_SENDER,
    memberBranding: async (member) => (await memberMailBranding(companies, member.email, appUrl())).branding,
    expertBranding: () => mailBranding(undefined, appUrl()),
    links: () => bookingLinks(appUrl()),
    parties,
    now,
    log,
  });
  const poller = new ReminderPoller({
    reminders,
    send: { bookings: new SqlBookingStore(db), parties, notifier, now },
    log,
    ...(options.reminderIntervalMs ? { intervalMs: options.reminderIntervalMs } : {}),
  });
  return { notifier, reminders, parties, poller };
}

export type LocalBookingNotices = ReturnType<typeof createLocalBookingNotices>;
