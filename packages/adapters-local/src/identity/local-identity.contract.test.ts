import type { MailSender, OutgoingMail } from '@kinwell/core';
import { migrate } from '@kinwell/database';
import { accountCodeMail } from '@kinwell/email-templates';
import { describeIdentityContract } from '@kinwell/testing';
import { afterAll } from 'vitest';
import { PgliteDatabase } from '../pglite-database';
import { localIdentityMigrations } from './identity-migrations';
import { LocalIdentity } from './local-identity';

const ELIGIBLE_DOMAIN = 'acme.example';
const SUBJECTS = {
  signup: accountCodeMail('signup', '000000').subject,
  reset: accountCodeMail('reset', '000000').subject,
};

// Starting PGlite costs seconds (initdb), so one migrated database serves the file; each test empties it.
let shared: Promise<PgliteDatabase> | undefined;
const database = () => {
  shared ??= PgliteDatabase.open().then(async (db) => {
    await migrate(db, localIdentityMigrations);
    return db;
  });
  return shared;
};

afterAll(async () => {
  await (await shared)?.close();
});

/** The mail port, kept in memory in sending order: codes are read from the mail, as a user reads them. */
class SentMail implements MailSender {
  readonly messages: OutgoingMail[] = [];
  async send(mail: OutgoingMail) {
    this.messages.push(mail);
    return { id: String(this.messages.length) };
  }
}

describeIdentityContract('LocalIdentity on PGlite', async () => {
  const db = await database();
  const mail = new SentMail();
  let offsetMs = 0;
  return {
    identity: new LocalIdentity({
      db,
      mail,
      clock: { now: () => new Date(Date.now() + offsetMs) },
      isEligible: async (email) => email.endsWith(`@${ELIGIBLE_DOMAIN}`),
    }),
    lastCode: async (email, purpose) => {
      const to = email.trim().toLowerCase();
      const message = mail.messages.findLast((m) => m.to === to && m.subject === SUBJECTS[purpose]);
      const code = message?.text.match(/\b\d{6}\b/)?.[0];
      if (!code) throw new Error(`No ${purpose} code was mailed to ${email}`);
      return code;
    },
    eligible: `jane.doe@${ELIGIBLE_DOMAIN}`,
    ineligible: 'jane.doe@gmail.example',
    advanceClock: (ms) => {
      offsetMs += ms;
    },
    cleanup: async () => {
      await db.query('TRUNCATE identity_refresh_tokens, identity_codes, identity_users, identity_signing_keys CASCADE');
    },
  };
});
