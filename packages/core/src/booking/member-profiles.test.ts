import { describe, expect, it } from 'vitest';
import { crmMemberProfiles } from './member-profiles';

describe('what a member shares with their experts', () => {
  it('is the first name and the known goals of their lead, and the address of their records', async () => {
    const profiles = crmMemberProfiles({
      personalRecords: async () => ({
        leads: [
          { id: 'l', First_Name: ' Jane ', Goals: ['anxiety', 'astrology', 'burnout'], Email: 'jane@acme.example' },
        ],
        contacts: [{ id: 'c', First_Name: 'Janet', Contact_Type: 'Partner' }],
      }),
    });
    expect(await profiles.sharedProfile('jane')).toEqual({
      firstName: 'Jane',
      goals: ['anxiety', 'burnout'],
      email: 'jane@acme.example',
    });
  });

  it('falls back on their own contact (not a family member’s), and is empty for a member never onboarded', async () => {
    const fromContact = crmMemberProfiles({
      personalRecords: async () => ({
        leads: [],
        contacts: [
          { id: 'p', First_Name: 'Partner', Contact_Type: 'Partner' },
          { id: 'c', First_Name: 'Liam', Email: 'liam@acme.example' },
        ],
      }),
    });
    expect(await fromContact.sharedProfile('liam')).toEqual({
      firstName: 'Liam',
      goals: [],
      email: 'liam@acme.example',
    });
    const none = crmMemberProfiles({ personalRecords: async () => ({ leads: [], contacts: [] }) });
    expect(await none.sharedProfile('x')).toEqual({ firstName: '', goals: [], email: undefined });
  });
});
