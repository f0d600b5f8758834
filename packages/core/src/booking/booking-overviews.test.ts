import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '../shared/errors';
import { expertOfCaller, memberAllowance, splitBookings } from './booking-overviews';
import type { Booking } from './booking-store';
import type { Expert } from './expert';
import { DEFAULT_SPONSORED_SESSIONS_PER_YEAR } from './sponsored-sessions';

const NOW = new Date('2027-03-10T12:00:00Z');
const booking = (id: string, startsAt: string, status: Booking['status'] = 'booked'): Booking => ({
  id,
  expertId: 'e',
  memberId: 'm',
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 50 * 60_000).toISOString(),
  status,
  sequence: 0,
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
});

describe('splitBookings', () => {
  it('puts booked sessions not yet over in upcoming (earliest first), the rest in past (latest first)', () => {
    const { upcoming, past } = splitBookings(
      [
        booking('later', '2027-03-20T09:00:00.000Z'),
        booking('done', '2027-03-01T09:00:00.000Z'),
        booking('now', '2027-03-10T11:30:00.000Z'),
        booking('soon', '2027-03-11T09:00:00.000Z'),
        booking('cancelled-ahead', '2027-03-15T09:00:00.000Z', 'cancelled'),
        booking('older', '2027-02-01T09:00:00.000Z', 'late_cancelled'),
      ],
      NOW,
    );
    expect(upcoming.map((b) => b.id)).toEqual(['now', 'soon', 'later']);
    expect(past.map((b) => b.id)).toEqual(['cancelled-ahead', 'done', 'older']);
  });
});

describe('memberAllowance', () => {
  const companies = {
    eligibility: async (email: string) =>
      email.endsWith('@globex.example') ? { eligible: true, companyId: 'globex' } : { eligible: false },
    get: async () => ({ sponsoredSessionsPerYear: 2 }) as never,
  };
  it('is the member’s company’s number, or the default without one', async () => {
    expect(await memberAllowance(companies, 'carol@globex.example')).toBe(2);
    expect(await memberAllowance(companies, 'someone@gmail.example')).toBe(DEFAULT_SPONSORED_SESSIONS_PER_YEAR);
  });
});

describe('expertOfCaller', () => {
  const expert = { id: 'amelie' } as Expert;
  const store = { expertByEmail: async (email: string) => (email === 'amelie@experts.example' ? expert : undefined) };
  it('answers the expert linked to an expert caller’s address', async () => {
    const caller = { sub: 's', username: 's', groups: ['experts'] };
    expect(await expertOfCaller(store, caller, async () => 'amelie@experts.example')).toBe(expert);
  });
  it('refuses a member before reading anything, and an expert caller linked to no active expert', async () => {
    let read = false;
    const member = expertOfCaller(store, { sub: 's', username: 's' }, async () => {
      read = true;
      return 'amelie@experts.example';
    });
    await expect(member).rejects.toBeInstanceOf(ForbiddenError);
    expect(read).toBe(false);
    const unlinked = expertOfCaller(store, { sub: 's', username: 's', groups: ['experts'] }, async () => 'x@y.example');
    await expect(unlinked).rejects.toMatchObject({ status: 403, errorCode: 'booking.expertsOnly' });
  });
});
