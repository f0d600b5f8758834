import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Mailbox, PgliteDatabase } from '@kinwell/adapters-local';
import type { Booking, Expert } from '@kinwell/core';
import { migrate, migrations, SqlBookingPartiesStore, SqlBookingStore, SqlReminderScheduler } from '@kinwell/database';
import { MailBookingNotifier } from '@kinwell/email-templates';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { capturedTelemetry } from '../observability/captured-telemetry';
import { createReminderHandler } from './send-reminder';

const SETUP_TIMEOUT_MS = 60_000;
const expert: Expert = {
  id: 'kenji-sato',
  name: 'Kenji Sato',
  photoUrl: '/content/experts/kenji.jpg',
  credentials: 'Family therapist',
  specialties: ['anxiety'],
  languages: ['ja', 'en'],
  gender: 'Male',
  bio: { en: 'Families.' },
  timeZone: 'Asia/Tokyo',
  sessionMinutes: [30],
  location: { kind: 'phone' },
};
const parties = {
  member: { email: 'layla@acme.example', name: 'Layla', locale: 'ar', timeZone: 'Asia/Dubai' },
  expertContact: { email: 'kenji@experts.example', name: 'Kenji Sato', locale: 'ja', timeZone: 'Asia/Tokyo' },
} as const;

let dir: string;
let db: PgliteDatabase;
let mailbox: Mailbox;
let store: SqlBookingStore;
let clock = new Date('2027-03-01T10:00:00.000Z');
const now = () => clock;
let handler: ReturnType<typeof createReminderHandler>;
let booking: Booking;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kinwell-reminder-lambda-'));
  db = await PgliteDatabase.open();
  await migrate(db, migrations);
  mailbox = new Mailbox(dir, now);
  store = new SqlBookingStore(db);
  await store.addExpert(expert);
  const partiesStore = new SqlBookingPartiesStore(db, now);
  const notifier = new MailBookingNotifier({
    mail: mailbox,
    sender: { name: 'Kinwell', email: 'no-reply@mail.kinwell.example' },
    memberBranding: async () => ({ platformName: 'Acme', logoImage: 'https://a.example/l.svg', brandColor: '#4c6ef5' }),
    expertBranding: () => ({ platformName: 'Kinwell', logoImage: 'https://a.example/k.svg', brandColor: '#31b978' }),
    links: () => ({ member: 'https://app.example/book-session/my-bookings', expert: 'https://app.example/expert' }),
    parties: partiesStore,
    now,
    log: capturedTelemetry('booking-reminders').telemetry.logger,
  });
  const booked = await store.book(
    {
      id: randomUUID(),
      expertId: expert.id,
      memberId: 'member-9',
      startsAt: '2027-03-10T06:00:00.000Z',
      endsAt: '2027-03-10T06:30:00.000Z',
    },
    clock,
  );
  if (!booked.ok) throw new Error(booked.reason);
  booking = booked.booking;
  await notifier.send({ kind: 'booked', booking, expert, ...parties });
  handler = createReminderHandler({
    bookings: store,
    parties: partiesStore,
    notifier,
    claims: new SqlReminderScheduler(db, now),
    now,
  });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the reminder Lambda', () => {
  it('mails the due reminder to both sides once, however often the schedule delivers it', async () => {
    const before = (await mailbox.list()).length;
    clock = new Date('2027-03-10T05:00:05.000Z');
    const event = { bookingId: booking.id, kind: 'reminder-1h', dueAt: '2027-03-10T05:00:00.000Z' };
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(await handler(event)).toEqual({ outcome: 'sent' });
    expect(await handler(event)).toEqual({ outcome: 'already_claimed' });
    const mails = (await mailbox.list()).slice(0, (await mailbox.list()).length - before);
    expect(mails.map((m) => m.to).sort()).toEqual(['kenji@experts.example', 'layla@acme.example']);
    const member = mails.find((m) => m.to === 'layla@acme.example');
    expect(member?.subject).toBe('تبدأ جلستك مع Kenji Sato بعد ساعة');
    expect(member?.text).toContain('سيتصل بك Kenji Sato');
    expect(member?.attachments?.[0]?.content).toContain('METHOD:REQUEST');
  });

  it('sends nothing for a booking cancelled since, and refuses a malformed event without a retry', async () => {
    const before = (await mailbox.list()).length;
    await store.cancel({ bookingId: booking.id, status: 'cancelled', by: 'expert', reason: 'ill' }, clock);
    clock = new Date('2027-03-09T06:00:00.000Z');
    expect(await handler({ bookingId: booking.id, kind: 'reminder-24h', dueAt: '2027-03-09T06:00:00.000Z' })).toEqual({
      outcome: 'not_booked',
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await handler({ bookingId: booking.id, kind: 'reminder-2h', dueAt: 'soon' })).toEqual({
      outcome: 'invalid',
    });
    expect((await mailbox.list()).length).toBe(before);
  });
});
