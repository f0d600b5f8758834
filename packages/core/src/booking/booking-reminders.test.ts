import { describe, expect, it } from 'vitest';
import type { BookingNotice } from './booking-notices';
import type { BookingParties } from './booking-parties';
import { type DueReminder, reminderDueAt, remindersAhead, sendDueReminder } from './booking-reminders';
import type { Booking } from './booking-store';
import type { Expert } from './expert';

const booking: Booking = {
  id: 'b-1',
  expertId: 'amelie',
  memberId: 'member-1',
  startsAt: '2027-03-15T13:00:00.000Z',
  endsAt: '2027-03-15T13:50:00.000Z',
  status: 'booked',
  sequence: 0,
  createdAt: '2027-03-01T10:00:00.000Z',
  updatedAt: '2027-03-01T10:00:00.000Z',
};
const expert = { id: 'amelie', name: 'Amélie Durand', timeZone: 'Europe/Paris' } as Expert;
const parties: BookingParties = {
  member: { email: 'jane@acme.example', name: 'Jane', locale: 'en', timeZone: 'America/Los_Angeles' },
  expertContact: { email: 'amelie@experts.example', name: 'Amélie Durand', locale: 'fr', timeZone: 'Europe/Paris' },
};

function deps(stored: Booking | undefined, now = '2027-03-14T13:00:00.000Z') {
  const sent: BookingNotice[] = [];
  return {
    sent,
    deps: {
      bookings: { getBooking: async () => stored, getExpert: async () => expert },
      parties: { read: async () => parties },
      notifier: { send: async (notice: BookingNotice) => void sent.push(notice) },
      now: () => new Date(now),
    },
  };
}
const due24h: DueReminder = { bookingId: 'b-1', kind: 'reminder-24h', dueAt: '2027-03-14T13:00:00.000Z' };

describe('the reminders of a booking', () => {
  it('are due 24 h and 1 h before the session', () => {
    expect(reminderDueAt(booking.startsAt, 'reminder-24h')).toBe('2027-03-14T13:00:00.000Z');
    expect(reminderDueAt(booking.startsAt, 'reminder-1h')).toBe('2027-03-15T12:00:00.000Z');
  });

  it('are those still ahead: both, one, or none', () => {
    expect(remindersAhead(booking, new Date('2027-03-10T00:00:00Z')).map((r) => r.kind)).toEqual([
      'reminder-24h',
      'reminder-1h',
    ]);
    expect(remindersAhead(booking, new Date('2027-03-15T08:00:00Z')).map((r) => r.kind)).toEqual(['reminder-1h']);
    expect(remindersAhead(booking, new Date('2027-03-15T12:30:00Z'))).toEqual([]);
    expect(remindersAhead({ ...booking, status: 'cancelled' }, new Date('2027-03-10T00:00:00Z'))).toEqual([]);
  });
});

describe('sending a due reminder', () => {
  it('mails both sides through the notifier with the booking as it stands', async () => {
    const { sent, deps: d } = deps(booking);
    expect(await sendDueReminder(due24h, d)).toBe('sent');
    expect(sent).toEqual([{ kind: 'reminder-24h', booking, expert, ...parties }]);
  });

  it('sends nothing for a session cancelled, moved or already started since it was planned', async () => {
    for (const [stored, outcome, now] of [
      [undefined, 'not_booked', undefined],
      [{ ...booking, status: 'cancelled' }, 'not_booked', undefined],
      [{ ...booking, startsAt: '2027-03-16T13:00:00.000Z', sequence: 1 }, 'moved', undefined],
      [booking, 'started', '2027-03-15T13:00:00.000Z'],
    ] as const) {
      const { sent, deps: d } = deps(stored, now);
      expect(await sendDueReminder(due24h, d)).toBe(outcome);
      expect(sent).toEqual([]);
    }
  });

  it('sends nothing when the parties were never kept', async () => {
    const { sent, deps: d } = deps(booking);
    expect(await sendDueReminder(due24h, { ...d, parties: { read: async () => undefined } })).toBe('no_parties');
    expect(sent).toEqual([]);
  });
});
