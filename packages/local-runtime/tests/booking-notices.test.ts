import { randomUUID } from 'node:crypto';
import type { Clock, Expert } from '@kinwell/core';
import { SqlBookingStore } from '@kinwell/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, bodyOf } from './support/answers';
import { startTestServer, type TestServer } from './support/test-server';

let now = new Date('2027-03-01T10:00:00.000Z');
const clock: Clock = { now: () => now };
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.stop());

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
const parties = {
  member: { email: 'jane@acme.example', name: 'Jane', locale: 'en', timeZone: 'America/Los_Angeles' },
  expertContact: { email: 'amelie@experts.example', name: 'Amélie Durand', locale: 'fr', timeZone: 'Europe/Paris' },
} as const;

const inbox = async (to: string) =>
  (await bodyOf<Answer<'listMail'>>(await server.request(`/api/dev/mail?to=${encodeURIComponent(to)}`))).messages;

describe('booking mails and reminders on the local runtime', () => {
  it("land in both mailboxes with the calendar file, branded with the member's company, and remind 24 h before", async () => {
    const store = new SqlBookingStore(server.deps.db);
    await store.addExpert(expert);
    const booked = await store.book(
      {
        id: randomUUID(),
        expertId: expert.id,
        memberId: 'member-1',
        startsAt: '2027-03-15T13:00:00.000Z',
        endsAt: '2027-03-15T13:50:00.000Z',
      },
      now,
    );
    if (!booked.ok) throw new Error(booked.reason);
    const { notifier, reminders, poller } = server.deps.bookingNotices;
    await notifier.send({ kind: 'booked', booking: booked.booking, expert, ...parties });
    await reminders.plan(booked.booking);

    const [confirmation] = await inbox('jane@acme.example');
    expect(confirmation?.subject).toMatch(/^Session booked with Amélie Durand/);
    expect(confirmation?.html).toContain(`${server.url}/book-session/my-bookings`);
    expect(confirmation?.attachments?.[0]?.content).toContain('METHOD:REQUEST');
    expect(confirmation?.attachments?.[0]?.content).toContain(`UID:booking-${booked.booking.id}@kinwell`);
    expect((await inbox('amelie@experts.example'))[0]?.html).toContain(`${server.url}/expert`);

    now = new Date('2027-03-14T13:00:00.000Z');
    expect(await poller.tick()).toBe(1);
    expect(await poller.tick()).toBe(0);
    const [reminder] = await inbox('jane@acme.example');
    expect(reminder?.subject).toMatch(/^Reminder: your session with Amélie Durand is tomorrow/);
    expect(reminder?.attachments?.[0]?.contentType).toBe('text/calendar; method=REQUEST');
    expect((await inbox('amelie@experts.example'))[0]?.subject).toMatch(/^Rappel/);
  });
});
