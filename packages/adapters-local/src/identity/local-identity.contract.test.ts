import { authMessages, type MailSender, type OutgoingMail, UnauthorizedError } from '@kinwell/core';
import { migrate } from '@kinwell/database';
import { accountCodeMail } from '@kinwell/email-templates';
import { describeIdentityContract } from '@kinwell/testing';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const lastCodeIn = (mail: SentMail) => async (email: string, purpose: 'signup' | 'reset') => {
  const to = email.trim().toLowerCase();
  const message = mail.messages.findLast((m) => m.to === to && m.subject === SUBJECTS[purpose]);
  const code = message?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`No ${purpose} code was mailed to ${email}`);
  return code;
};

const emptyTables = async () => {
  const db = await database();
  await db.query('TRUNCATE identity_refresh_tokens, identity_codes, identity_users, identity_signing_keys CASCADE');
};

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
    lastCode: lastCodeIn(mail),
    eligible: `jane.doe@${ELIGIBLE_DOMAIN}`,
    ineligible: 'jane.doe@gmail.example',
    advanceClock: (ms) => {
      offsetMs += ms;
    },
    cleanup: emptyTables,
  };
});

// Beyond Cognito's offline verification: here a sign-out or a reset ends the access tokens issued before it,
// even though each signed-in request's user is kept in memory once read.
describe('LocalIdentity access tokens after a sign-out or a reset', () => {
  const EMAIL = `jane.doe@${ELIGIBLE_DOMAIN}`;
  const PASSWORD = 'Kinwell1!start';
  let identity: LocalIdentity;
  let lastCode: ReturnType<typeof lastCodeIn>;

  const expectEnded = async (promise: Promise<unknown>) => {
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as Error).message).toBe(authMessages.sessionExpired);
  };

  /** Signed up, confirmed, logged in, and the token verified and its user read (so kept in memory). */
  const signedIn = async () => {
    await identity.signUp({ email: EMAIL, password: PASSWORD, attributes: {} });
    await identity.confirmSignUp(EMAIL, await lastCode(EMAIL, 'signup'));
    const { AccessToken } = await identity.login(EMAIL, PASSWORD);
    await identity.getUser(AccessToken);
    return AccessToken;
  };

  beforeEach(async () => {
    const mail = new SentMail();
    lastCode = lastCodeIn(mail);
    identity = new LocalIdentity({
      db: await database(),
      mail,
      clock: { now: () => new Date() },
      isEligible: async (email) => email.endsWith(`@${ELIGIBLE_DOMAIN}`),
    });
  }, 60_000);
  afterEach(emptyTables);

  it('refuses the tokens of before a sign-out, and takes a new login', async () => {
    const before = await signedIn();

    await identity.signOut(before);

    await expectEnded(identity.verifyAccessToken(before));
    await expectEnded(identity.getUser(before));
    const { AccessToken } = await identity.login(EMAIL, PASSWORD);
    await expect(identity.verifyAccessToken(AccessToken)).resolves.toMatchObject({ username: expect.any(String) });
  });

  it("reads a verified caller's user without checking the token again (the group handler checked it)", async () => {
    const token = await signedIn();
    const caller = await identity.verifyAccessToken(token);
    const verify = vi.spyOn(identity, 'verifyAccessToken');

    const user = await identity.getUser(token, caller);

    expect(user).toMatchObject({ sub: caller.sub, email: EMAIL });
    expect(verify).not.toHaveBeenCalled();
    await expect(identity.getUser(token)).resolves.toMatchObject({ sub: caller.sub });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('refuses the tokens of before a password reset', async () => {
    const before = await signedIn();

    await identity.forgotPassword(EMAIL);
    await identity.confirmForgotPassword(EMAIL, await lastCode(EMAIL, 'reset'), 'Kinwell2!reset');

    await expectEnded(identity.verifyAccessToken(before));
  });

  it('refuses a token it verified (and kept) moments before, once its member signs out or resets the password', async () => {
    const signedOut = await signedIn();
    await identity.verifyAccessToken(signedOut);
    await identity.getUser(signedOut);
    await identity.signOut(signedOut);
    await expectEnded(identity.verifyAccessToken(signedOut));

    const { AccessToken: reset } = await identity.login(EMAIL, PASSWORD);
    await identity.verifyAccessToken(reset);
    await identity.forgotPassword(EMAIL);
    await identity.confirmForgotPassword(EMAIL, await lastCode(EMAIL, 'reset'), 'Kinwell2!reset');
    await expectEnded(identity.getUser(reset));
  });

  it('keeps answering every caller while many verify at once', async () => {
    const token = await signedIn();

    const callers = await Promise.all(Array.from({ length: 50 }, () => identity.verifyAccessToken(token)));

    expect(new Set(callers.map((caller) => caller.sub)).size).toBe(1);
  });
});
