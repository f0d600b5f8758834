import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Booking, BookingParties, Expert } from '@kinwell/core';
import { migrate, migrations, SqlBookingPartiesStore, SqlBookingStore, SqlReminderScheduler } from '@kinwell/database';
import { MailBookingNotifier } from '@kinwell/email-templates';
import { RecordingLog } from '@kinwell/testing';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Mailbox } from './mailbox';
import { PgliteDatabase } from './pglite-database';
import { ReminderPoller } from './reminder-poller';

const SETUP_TIMEOUT_MS = 60_000;
const expert: Expert = {
  id: 'amelie-durand',
  name: 'Amélie Durand',
  photoUrl: '/content/experts/amelie.jpg',
  credentials: 'Clinical psychologist',
  specialties: ['anxiety'],
  languages: ['fr', 'en'],
  gender: 'Female',
  bio: { en: 'Ten years with families.' },
  timeZone: 'Europe/Paris',
  sessionMinutes: [50],
  location: { kind: 'video', url: 'https://video.example/amelie' },
};
const parties: BookingParties = {
  member: { email: 'jane@acme.example', name: 'Jane', locale: 'en', timeZone: 'America/Los_Angeles' },
  expertContact: { email: 'amelie@experts.example', name: 'Amélie Durand', locale: 'fr', timeZone: 'Europe/Paris' },
};

/**
 * The local reminders on a real database (PGlite, persisted in a folder so a "restart" reopens it), sending real
 * booking mails into a real local mailbox. The clock is the test's.
 */
let dir: string;
let db: PgliteDatabase;
let clock = new Date('2027-03-01T10:00:00.000Z');
const now = () => clock;
let store: SqlBookingStore;
let mailbox: Mailbox;

function wire(database: PgliteDatabase) {
  const log = new RecordingLog();
  const reminders = new SqlReminderScheduler(database, now);
  const partiesStore = new SqlBookingPartiesStore(database, now);
  const notifier = new MailBookingNotifier({
    mail: mailbox,
    sender: { name: 'Kinwell', email: 'bookings@kinwell.local' },
    memberBranding: async () => ({
      platformName: 'Acme',
      logoImage: 'http://localhost/logo.svg',
      brandColor: '#4c6ef5',
    }),
    expertBranding: () => ({
      platformName: 'Kinwell',
      logoImage: 'http://localhost/favicon.svg',
      brandColor: '#31b978',
    }),
    links: () => ({ member: 'http://localhost/book-session', expert: 'http://localhost/expert' }),
    parties: partiesStore,
    now,
    log,
  });
  const poller = new ReminderPoller({
    reminders,
    send: { bookings: new SqlBookingStore(database), parties: partiesStore, notifier, now },
    batch: 2,
    log,
  });
  return { reminders, notifier, poller, log };
}
let wired: ReturnType<typeof wire>;

async function book(startsAt: string): Promise<Booking> {
  const result = await store.book(
    {
      id: randomUUID(),
      expertId: expert.id,
      memberId: 'member-1',
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + 50 * 60_000).toISOString(),
    },
    clock,
  );
  if (!result.ok) throw new Error(result.reason);
  // What the booking route does: the confirmation (which keeps the parties), then the reminders.
  await wired.notifier.send({ kind: 'booked', booking: result.booking, expert, ...parties });
  await wired.reminders.plan(result.booking);
  return result.booking;
}

const mailsAbout = async (bookingId: string, kind?: string) =>
  (await mailbox.list()).filter((m) => {
    const ics = m.attachments?.[0]?.content ?? '';
    return ics.includes(`booking-${bookingId}@kinwell`) && (!kind || m.subject.match(kind));
  });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kinwell-reminders-'));
  db = await PgliteDatabase.open({ dataDir: join(dir, 'pg') });
  await migrate(db, migrations);
  store = new SqlBookingStore(db);
  await store.addExpert(expert);
  mailbox = new Mailbox(join(dir, 'mail'), now);
  wired = wire(db);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

describe('booking mails in the local mailbox', () => {
  it('hold the confirmation for both sides, each with a calendar file a calendar parser reads', async () => {
    const booking = await book('2027-03-15T13:00:00.000Z');
    const mails = await mailsAbout(booking.id);
    expect(mails.map((m) => m.to).sort()).toEqual(['amelie@experts.example', 'jane@acme.example']);
    for (const mail of mails) {
      expect(mail.from).toBe('Kinwell <bookings@kinwell.local>');
      const [file] = mail.attachments ?? [];
      expect(file?.contentType).toBe('text/calendar; method=REQUEST');
      const calendar = new ICAL.Component(ICAL.parse(file?.content ?? ''));
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
      expect(event.uid).toBe(`booking-${booking.id}@kinwell`);
      expect(event.sequence).toBe(0);
    }
    expect(mails.find((m) => m.to === 'amelie@experts.example')?.subject).toMatch(/^Séance réservée avec Jane/);
  });
});

describe('the local reminders', () => {
  it('are planned 24 h and 1 h before, moved with the session, and dropped with it', async () => {
    const booking = await book('2027-03-16T13:00:00.000Z');
    expect(await wired.reminders.reminders(booking.id)).toEqual([
      { bookingId: booking.id, kind: 'reminder-24h', dueAt: '2027-03-15T13:00:00.000Z', sentAt: undefined },
      { bookingId: booking.id, kind: 'reminder-1h', dueAt: '2027-03-16T12:00:00.000Z', sentAt: undefined },
    ]);
    const moved = await store.reschedule(
      { bookingId: booking.id, startsAt: '2027-03-17T13:00:00.000Z', endsAt: '2027-03-17T13:50:00.000Z' },
      clock,
    );
    if (!moved.ok) throw new Error(moved.reason);
    await wired.reminders.plan(moved.booking);
    expect((await wired.reminders.reminders(booking.id)).map((r) => r.dueAt)).toEqual([
      '2027-03-16T13:00:00.000Z',
      '2027-03-17T12:00:00.000Z',
    ]);
    await wired.reminders.drop(booking.id);
    expect(await wired.reminders.reminders(booking.id)).toEqual([]);
  });

  it('go out when due, to both sides with the calendar file, and never twice', async () => {
    const booking = await book('2027-03-20T13:00:00.000Z');
    clock = new Date('2027-03-19T12:59:00.000Z');
    await wired.poller.tick();
    expect(await mailsAbout(booking.id, 'Reminder|Rappel')).toHaveLength(0);

    clock = new Date('2027-03-19T13:00:30.000Z');
    await wired.poller.tick();
    const reminders = await mailsAbout(booking.id, 'Reminder|Rappel');
    expect(reminders.map((m) => m.to).sort()).toEqual(['amelie@experts.example', 'jane@acme.example']);
    expect(reminders.every((m) => m.attachments?.[0]?.contentType === 'text/calendar; method=REQUEST')).toBe(true);

    await wired.poller.tick();
    expect(await mailsAbout(booking.id, 'Reminder|Rappel')).toHaveLength(2);
  });

  it(
    'survive a restart: one due while the server was down goes out once, after it starts again',
    async () => {
      const booking = await book('2027-03-22T13:00:00.000Z');
      await db.close();
      clock = new Date('2027-03-21T14:00:00.000Z');
      db = await PgliteDatabase.open({ dataDir: join(dir, 'pg') });
      store = new SqlBookingStore(db);
      wired = wire(db);
      await wired.poller.tick();
      await wire(db).poller.tick();
      expect(await mailsAbout(booking.id, 'Reminder|Rappel')).toHaveLength(2);
      expect((await wired.reminders.reminders(booking.id))[0]?.sentAt).toBe('2027-03-21T14:00:00.000Z');
    },
    SETUP_TIMEOUT_MS,
  );

  it('are sent once when two schedulers poll the same database at the same time', async () => {
    const booking = await book('2027-03-24T13:00:00.000Z');
    clock = new Date('2027-03-23T13:00:00.000Z');
    const [first, second] = [wire(db).poller, wire(db).poller];
    const sent = await Promise.all([first.tick(), second.tick()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mailsAbout(booking.id, 'Reminder|Rappel')).toHaveLength(2);
  });

  it('send nothing for a session cancelled since', async () => {
    const booking = await book('2027-03-26T13:00:00.000Z');
    await store.cancel({ bookingId: booking.id, status: 'cancelled', by: 'member' }, clock);
    clock = new Date('2027-03-25T13:00:00.000Z');
    expect(await wired.poller.tick()).toBe(0);
    expect(await mailsAbout(booking.id, 'Reminder|Rappel')).toHaveLength(0);
  });

  it('try a reminder whose mail failed again at the next poll', async () => {
    const booking = await book('2027-03-28T13:00:00.000Z');
    clock = new Date('2027-03-27T13:00:00.000Z');
    const send = vi.spyOn(mailbox, 'send').mockRejectedValueOnce(new Error('disk full'));
    wired.log.lines.length = 0;
    expect(await wired.poller.tick()).toBe(0);
    send.mockRestore();
    // The notifier's line, then the poller's: ids and kinds only, no address.
    expect(wired.log.lines).toEqual([
      {
        level: 'error',
        message: 'Booking mail failed',
        fields: { kind: 'reminder-24h', bookingId: booking.id, failed: 1 },
      },
      {
        level: 'error',
        message: 'Reminder failed; tried again at the next poll',
        fields: { bookingId: booking.id, kind: 'reminder-24h', error: 'MailDeliveryError' },
      },
    ]);
    expect(JSON.stringify(wired.log.lines)).not.toContain(parties.member.email);
    expect(await wired.poller.tick()).toBe(1);
    // The side whose mail went through the first time gets it again: a failed pair is retried whole.
    expect((await mailsAbout(booking.id, 'Reminder|Rappel')).length).toBeGreaterThanOrEqual(2);
  });

  it('poll on their own once started, and stop cleanly', async () => {
    const booking = await book('2027-03-30T13:00:00.000Z');
    clock = new Date('2027-03-29T13:00:00.000Z');
    const poller = wire(db).poller;
    const ticking = vi.spyOn(poller, 'tick');
    poller.start();
    await vi.waitFor(async () => expect(await mailsAbout(booking.id, 'Reminder|Rappel')).toHaveLength(2));
    await poller.stop();
    expect(ticking).toHaveBeenCalled();
  });

  it('are claimed once when fired from outside (EventBridge Scheduler may deliver twice), anew after a move', async () => {
    const booking = await book('2027-04-02T13:00:00.000Z');
    const reminder = { bookingId: booking.id, kind: 'reminder-24h' as const, dueAt: '2027-04-01T13:00:00.000Z' };
    const at = new Date('2027-04-01T13:00:01.000Z');
    const claims = await Promise.all([wired.reminders.claim(reminder, at), wired.reminders.claim(reminder, at)]);
    expect(claims.sort()).toEqual([false, true]);
    expect(await wired.reminders.claim({ ...reminder, dueAt: '2027-04-02T13:00:00.000Z' }, at)).toBe(true);
    expect(await wired.reminders.claim({ ...reminder, bookingId: 'gone' }, at)).toBe(false);
    await wired.reminders.release(reminder);
    expect(await wired.reminders.claim({ ...reminder, dueAt: '2027-04-02T13:00:00.000Z' }, at)).toBe(true);
  });

  it("go with the member's bookings when their account is deleted, with the parties kept for them", async () => {
    const booking = await book('2027-04-10T13:00:00.000Z');
    expect(await new SqlBookingPartiesStore(db).read(booking.id)).toEqual(parties);
    await store.deleteForMember('member-1');
    expect(await new SqlBookingPartiesStore(db).read(booking.id)).toBeUndefined();
    expect(await wired.reminders.reminders(booking.id)).toEqual([]);
  });
});
