import type { Booking, BookingParties, BookingParty, Expert, OutgoingMail } from '@kinwell/core';
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

function notifier() {
  const sent: OutgoingMail[] = [];
  const kept = new Map<string, BookingParties>();
  const branding = { platformName: 'Kinwell', logoImage: 'https://app.example/logo.svg', brandColor: '#31b978' };
  const instance = new MailBookingNotifier({
    mail: {
      send: async (mail) => {
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
  });
  return { instance, sent };
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
});
