import {
  type Booking,
  type BookingParties,
  type BookingParty,
  type Expert,
  MailDeliveryError,
  type OutgoingMail,
} from '@kinwell/core';
import { describe, expect, it } from 'vitest';
import { MailBookingNotifier } from './mail-booking-notifier';

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
const expert = {
  id: 'amelie',
  name: 'Amélie Durand',
  photoUrl: '',
  credentials: 'Clinical psychologist',
  specialties: ['anxiety'],
  languages: ['fr', 'en'],
  gender: 'female',
  bio: { en: 'Bio' },
  timeZone: 'Europe/Paris',
  sessionMinutes: [50],
  location: { kind: 'phone' },
} as unknown as Expert;
const expertContact: BookingParty = {
  email: 'amelie@experts.example',
  name: 'Amélie Durand',
  locale: 'fr',
  timeZone: 'Europe/Paris',
};
const memberAsBooked: BookingParty = {
  email: 'jane@acme.example',
  name: 'Jane',
  locale: 'ja',
  timeZone: 'Asia/Tokyo',
};

/** The mail port refuses mail to these addresses. */
function notifier(refused: string[] = []) {
  const sent: OutgoingMail[] = [];
  // email-templates does not depend on @kinwell/testing (its RecordingLog): the few lines it takes are here.
  const logged: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const kept = new Map<string, BookingParties>();
  const branding = { platformName: 'Kinwell', logoImage: 'https://app.example/logo.svg', brandColor: '#31b978' };
  const instance = new MailBookingNotifier({
    mail: {
      send: async (mail) => {
        if (refused.includes(mail.to)) throw new Error(`refused ${mail.to}`);
        sent.push(mail);
        return { id: String(sent.length) };
      },
    },
    sender: { name: 'Kinwell', email: 'bookings@kinwell.example' },
    memberBranding: async () => branding,
    expertBranding: () => branding,
    links: () => ({ member: 'https://app.example/book-session/my-bookings', expert: 'https://app.example/expert' }),
    parties: {
      remember: async (id, parties) => void kept.set(id, parties),
      read: async (id) => kept.get(id),
    },
    now: () => new Date('2027-03-01T10:00:00.000Z'),
    log: {
      error: (message, fields) => logged.push({ level: 'error', message, fields }),
      warn: (message, fields) => logged.push({ level: 'warn', message, fields }),
    },
  });
  return { instance, sent, logged };
}

const memberMail = (sent: OutgoingMail[]) => sent.find((mail) => mail.to === memberAsBooked.email);

describe('MailBookingNotifier', () => {
  it('writes the member of an expert’s cancellation in the language and zone they booked in', async () => {
    const { instance, sent } = notifier();
    await instance.send({ kind: 'booked', booking, expert, member: memberAsBooked, expertContact });
    sent.length = 0;
    // The console knows neither: the expert's side fills them with its own.
    await instance.send({
      kind: 'cancelled',
      booking: { ...booking, status: 'cancelled', sequence: 1, cancelledBy: 'expert' },
      expert,
      member: { ...memberAsBooked, locale: 'en', timeZone: 'Europe/Paris' },
      expertContact,
    });
    expect(memberMail(sent)?.html).toContain('lang="ja"');
    // 13:00 UTC is 22:00 in Tokyo.
    expect(memberMail(sent)?.text).toContain('22時00分～22時50分 (日本標準時)');
  });

  it('writes the member of their own cancellation as the request says', async () => {
    const { instance, sent } = notifier();
    await instance.send({ kind: 'booked', booking, expert, member: memberAsBooked, expertContact });
    sent.length = 0;
    await instance.send({
      kind: 'cancelled',
      booking: { ...booking, status: 'cancelled', sequence: 1, cancelledBy: 'member' },
      expert,
      member: { ...memberAsBooked, locale: 'es' },
      expertContact,
    });
    expect(memberMail(sent)?.html).toContain('lang="es"');
  });

  it('sends the other side’s mail when one fails, then logs the kind and booking only and throws', async () => {
    const { instance, sent, logged } = notifier([memberAsBooked.email]);
    await expect(
      instance.send({ kind: 'booked', booking, expert, member: memberAsBooked, expertContact }),
    ).rejects.toBeInstanceOf(MailDeliveryError);
    expect(sent.map((mail) => mail.to)).toEqual([expertContact.email]);
    expect(logged).toEqual([
      { level: 'error', message: 'Booking mail failed', fields: { kind: 'booked', bookingId: booking.id, failed: 1 } },
    ]);
    // No address, no name.
    expect(JSON.stringify(logged)).not.toContain(memberAsBooked.email);
    expect(JSON.stringify(logged)).not.toContain('Jane');
  });
});
