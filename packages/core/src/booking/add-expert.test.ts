import { describe, expect, it } from 'vitest';
import type { ExpertAccountAdmin } from '../ports/identity';
import { addExpert } from './add-expert';
import type { BookingStore } from './booking-store';
import type { Expert } from './expert';

const expert: Expert & { email: string } = {
  id: 'amelie',
  name: 'Amélie',
  photoUrl: '',
  credentials: 'Psychologist',
  specialties: ['anxiety'],
  languages: ['fr'],
  gender: 'Female',
  bio: { en: 'Hello' },
  timeZone: 'Europe/Paris',
  sessionMinutes: [50],
  location: { kind: 'phone' },
  email: ' Amelie@Experts.example ',
};

/** A store of experts in memory, and a log of what each port was asked, in order. */
function world(outcome: 'created' | 'already-in-group' | 'taken') {
  const calls: string[] = [];
  const experts = new Map<string, Expert>();
  const store = {
    getExpert: async (id: string) => experts.get(id),
    expertByEmail: async (email: string) => [...experts.values()].find((e) => e.email === email),
    addExpert: async (added: Expert) => {
      calls.push(`row ${added.id} ${added.email}`);
      experts.set(added.id, added);
      return true;
    },
    setAvailability: async (id: string) => {
      calls.push(`hours ${id}`);
      return true;
    },
  } as unknown as BookingStore;
  const accounts: ExpertAccountAdmin = {
    createExpertAccount: async (email, options) => {
      calls.push(`account ${email} ${options.group} ${options.attributes['custom:isOnboarded']}`);
      return { sub: 'sub', outcome };
    },
  };
  const invite = async (added: Expert & { email: string }) => void calls.push(`invite ${added.email}`);
  return { calls, deps: { store, accounts, invite } };
}

describe('addExpert', () => {
  it('makes the account first (experts group, onboarded), then the row linked by the address, hours, invitation', async () => {
    const { calls, deps } = world('created');
    const hours = { weekly: [{ weekday: 1, start: '09:00', end: '12:00' }], daysOff: [], extra: [] };
    expect(await addExpert(deps, expert, hours)).toEqual({ accountCreated: true });
    expect(calls).toEqual([
      'account amelie@experts.example experts true',
      'row amelie amelie@experts.example',
      'hours amelie',
      'invite amelie@experts.example',
    ]);
  });

  it('finishes an add that failed after the account (already in the group)', async () => {
    const { calls, deps } = world('already-in-group');
    expect(await addExpert(deps, expert)).toEqual({ accountCreated: false });
    expect(calls.at(-1)).toBe('invite amelie@experts.example');
  });

  it('never gives the role to a member’s account: refused before any row', async () => {
    const { calls, deps } = world('taken');
    await expect(addExpert(deps, expert)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/member account/),
    });
    expect(calls).toEqual(['account amelie@experts.example experts true']);
  });

  it('refuses an id or an address another expert has, before touching the account', async () => {
    const { calls, deps } = world('created');
    await addExpert(deps, expert);
    calls.length = 0;
    await expect(addExpert(deps, { ...expert, email: 'other@experts.example' })).rejects.toThrow(/id exists/);
    await expect(addExpert(deps, { ...expert, id: 'other' })).rejects.toThrow(/Another expert/);
    expect(calls).toEqual([]);
  });
});
