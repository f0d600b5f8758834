import { describe, expect, it } from 'vitest';
import type { TemplatedMail } from '../ports/templated-mail';
import { deleteAccount } from './account-deletion';
import type { PersonalDataStore } from './personal-data';

const member = { sub: 'sub-1', email: 'jane@acme.example' };
const brand = { platformName: 'Acme Health', logoImage: 'https://app.example/logo.png', brandColor: '#4c6ef5' };

function setup(options: { failingStore?: string; failingMail?: boolean } = {}) {
  const steps: string[] = [];
  const mails: TemplatedMail[] = [];
  const store = (name: string): PersonalDataStore => ({
    name,
    export: async () => null,
    erase: async (who) => {
      if (options.failingStore === name) throw new Error(`${name} is down`);
      steps.push(`${name}:${who.sub}`);
    },
  });
  const deps = {
    identity: { deleteUser: async (email: string) => void steps.push(`identity:${email}`) },
    stores: [store('crm'), store('theme-events'), store('invites')],
    mail: {
      sendTemplate: async (mail: TemplatedMail) => {
        if (options.failingMail) throw new Error('SES is down');
        steps.push('mail');
        mails.push(mail);
        return { messageId: 'm-1' };
      },
    },
    branding: async () => brand,
  };
  return { deps, steps, mails };
}

describe('deleteAccount', () => {
  it('erases every store, then the identity, then mails the confirmation in the member’s language', async () => {
    const { deps, steps, mails } = setup();
    await expect(deleteAccount(deps, member, 'fr')).resolves.toEqual({ confirmationMailed: true });
    expect(steps).toEqual(['crm:sub-1', 'theme-events:sub-1', 'invites:sub-1', 'identity:jane@acme.example', 'mail']);
    expect(mails).toEqual([{ to: member.email, template: 'account-deleted', data: brand, locale: 'fr' }]);
  });

  it('keeps the identity when a store fails, so the member can sign in and retry', async () => {
    const failing = setup({ failingStore: 'theme-events' });
    await expect(deleteAccount(failing.deps, member, 'en')).rejects.toThrow('theme-events is down');
    expect(failing.steps).toEqual(['crm:sub-1']);

    const retry = setup();
    await deleteAccount(retry.deps, member, 'en');
    expect(retry.steps).toContain('identity:jane@acme.example');
  });

  it('reports an unsent confirmation without undoing the deletion', async () => {
    const { deps, steps } = setup({ failingMail: true });
    await expect(deleteAccount(deps, member, 'en')).resolves.toEqual({ confirmationMailed: false });
    expect(steps.at(-1)).toBe('identity:jane@acme.example');
  });
});
