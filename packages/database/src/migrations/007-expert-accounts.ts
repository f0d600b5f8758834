import type { Migration } from '../migrate';

/**
 * The expert's account (docs/decisions/013-expert-accounts.md): the address they sign in with, which links the
 * caller of the expert console to their row. Unique, so one account is one expert; absent for experts added before.
 */
export const expertAccounts: Migration = {
  name: '007-expert-accounts',
  statements: ['ALTER TABLE experts ADD COLUMN email TEXT', 'CREATE UNIQUE INDEX experts_email_idx ON experts (email)'],
};
