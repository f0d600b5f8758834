import { describe, expect, it } from 'vitest';
import { accountExportFileName, exportAccount } from './account-export';
import type { PersonalDataStore } from './personal-data';

const member = { sub: 'sub-1', email: 'jane@acme.example' };
const now = new Date('2026-11-25T08:00:00Z');

const store = (name: string, data: unknown): PersonalDataStore => ({
  name,
  export: async (who) => (who.sub === member.sub ? data : undefined),
  erase: async () => {},
});

describe('exportAccount', () => {
  it('holds the account’s attributes and one section per store, by name', async () => {
    const exported = await exportAccount(
      [store('crm', { leads: [{ id: 'l-1' }], contacts: [] }), store('sentInvites', [])],
      member,
      [
        { Name: 'email', Value: member.email },
        { Name: 'custom:isOnboarded', Value: 'true' },
      ],
      now,
    );
    expect(exported).toEqual({
      format: 'kinwell-account-export',
      version: 1,
      exportedAt: '2026-11-25T08:00:00.000Z',
      account: {
        userId: 'sub-1',
        email: 'jane@acme.example',
        attributes: { email: 'jane@acme.example', 'custom:isOnboarded': 'true' },
      },
      data: { crm: { leads: [{ id: 'l-1' }], contacts: [] }, sentInvites: [] },
    });
  });

  it('fails as a whole when a store fails, rather than hand over a partial file', async () => {
    const failing: PersonalDataStore = {
      name: 'crm',
      export: async () => {
        throw new Error('CRM down');
      },
      erase: async () => {},
    };
    await expect(exportAccount([store('sentInvites', []), failing], member, [], now)).rejects.toThrow('CRM down');
  });

  it('names the file by the day, with nothing personal in it', () => {
    expect(accountExportFileName(now)).toBe('kinwell-my-data-2026-11-25.json');
  });
});
