import {
  authMessages,
  IdentityError,
  type IdentityErrorCode,
  type IdentityProvider,
  UnauthorizedError,
} from '@kinwell/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

export interface IdentityFixture {
  identity: IdentityProvider;
  /** The last code mailed to `email` for sign-up or for a password reset. */
  lastCode(email: string, purpose: 'signup' | 'reset'): Promise<string>;
  /** An email that may sign up (its domain belongs to a company, or it was invited). */
  eligible: string;
  /** An email that may not sign up. */
  ineligible: string;
  /** Moves the provider's clock forward, when it has one the test can move. */
  advanceClock?(ms: number): void;
  cleanup(): Promise<void>;
}

const PASSWORD = 'Kinwell1!start';
const NEW_PASSWORD = 'Kinwell2!reset';
const ATTRIBUTES = { 'custom:onboardingStep_curr': '0', 'custom:isOnboarded': 'false' };
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
// The first setup of an adapter on a database may start it (PGlite's initdb takes seconds).
const SETUP_TIMEOUT_MS = 60_000;

/** What a promise rejected with; fails the test when it resolved. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a rejection, got an answer'),
    (error: unknown) => error,
  );
}

async function expectIdentityError(promise: Promise<unknown>, code: IdentityErrorCode, message?: string) {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(IdentityError);
  expect(error).toMatchObject(message === undefined ? { code } : { code, message });
  return error as IdentityError;
}

async function expectUnauthorized(promise: Promise<unknown>) {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(UnauthorizedError);
  expect((error as UnauthorizedError).message).toBe(authMessages.sessionExpired);
}

/** A 6-digit code that is not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The middle of a JWT's payload flipped: still three parts, still base64url, no longer signed. */
function tampered(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
  return `${header}.${forged}.${signature}`;
}

/**
 * The behaviour every IdentityProvider adapter shares: our Cognito user pool's, as the API relies on it
 * (sign-up with eligibility, codes, login, tokens, attributes, reset, sign-out), with the user-facing
 * messages of auth-messages.ts. Each test runs on a fresh provider from `setup`.
 */
export function describeIdentityContract(name: string, setup: () => Promise<IdentityFixture>): void {
  describe(`${name} (IdentityProvider contract)`, () => {
    let current: IdentityFixture | undefined;
    const fixture = (): IdentityFixture => {
      if (!current) throw new Error('The contract setup has not run');
      return current;
    };
    const identity = () => fixture().identity;

    /** Signs `email` up and confirms it with the mailed code; answers the user's sub. */
    const signUpConfirmed = async (email = fixture().eligible, password = PASSWORD) => {
      const { userSub } = await identity().signUp({ email, password, attributes: ATTRIBUTES });
      await identity().confirmSignUp(email, await fixture().lastCode(email, 'signup'));
      return userSub;
    };

    beforeEach(async () => {
      current = await setup();
    }, SETUP_TIMEOUT_MS);
    afterEach(async () => {
      await current?.cleanup();
      current = undefined;
    });

    describe('sign-up', () => {
      it('signs an eligible email up as an unconfirmed user', async () => {
        const answer = await identity().signUp({
          email: fixture().eligible,
          password: PASSWORD,
          attributes: ATTRIBUTES,
        });

        expect(answer).toEqual({ userSub: expect.any(String), userConfirmed: false });
        expect(answer.userSub).not.toBe('');
        expect(await fixture().lastCode(fixture().eligible, 'signup')).toMatch(/^\d{6}$/);
      });

      it('refuses an ineligible email with the eligibility message', async () => {
        await expectIdentityError(
          identity().signUp({ email: fixture().ineligible, password: PASSWORD, attributes: ATTRIBUTES }),
          'UserLambdaValidationException',
          authMessages.notEligible,
        );
      });

      it.each([
        ['Kw1!abc', authMessages.passwordTooShort],
        ['Kinwell!pass', authMessages.passwordNeedsDigit],
        ['Kinwell1pass', authMessages.passwordNeedsSpecial],
        ['kinwell1!pass', authMessages.passwordNeedsUpper],
        ['KINWELL1!PASS', authMessages.passwordNeedsLower],
      ])('refuses the weak password %j with the rule it breaks', async (password, message) => {
        await expectIdentityError(
          identity().signUp({ email: fixture().eligible, password, attributes: ATTRIBUTES }),
          'InvalidPasswordException',
          message,
        );
      });

      it('refuses a second account for the same email, whatever its case and spaces', async () => {
        const { eligible } = fixture();
        await identity().signUp({ email: eligible, password: PASSWORD, attributes: ATTRIBUTES });

        await expectIdentityError(
          identity().signUp({ email: eligible, password: PASSWORD, attributes: ATTRIBUTES }),
          'UsernameExistsException',
          authMessages.accountExists,
        );
        await expectIdentityError(
          identity().signUp({ email: `  ${eligible.toUpperCase()} `, password: PASSWORD, attributes: ATTRIBUTES }),
          'UsernameExistsException',
          authMessages.accountExists,
        );
      });

      it("refuses login before confirmation with 'User not yet confirmed'", async () => {
        await identity().signUp({ email: fixture().eligible, password: PASSWORD, attributes: ATTRIBUTES });

        await expectIdentityError(
          identity().login(fixture().eligible, PASSWORD),
          'UserNotConfirmedException',
          authMessages.userNotConfirmed,
        );
      });

      it('resends a new code, which confirms the account', async () => {
        const { eligible } = fixture();
        await identity().signUp({ email: eligible, password: PASSWORD, attributes: ATTRIBUTES });
        const first = await fixture().lastCode(eligible, 'signup');

        await identity().resendConfirmationCode(eligible);
        const second = await fixture().lastCode(eligible, 'signup');

        expect(second).toMatch(/^\d{6}$/);
        expect(second).not.toBe(first);
        await identity().confirmSignUp(eligible, second);
        await expect(identity().login(eligible, PASSWORD)).resolves.toMatchObject({ TokenType: 'Bearer' });
      });

      it('answers a resend for an unknown email as if a code were sent', async () => {
        await expect(identity().resendConfirmationCode(fixture().ineligible)).resolves.toBeUndefined();
      });

      it('refuses a wrong code, and the right code still confirms after', async () => {
        const { eligible } = fixture();
        await identity().signUp({ email: eligible, password: PASSWORD, attributes: ATTRIBUTES });
        const code = await fixture().lastCode(eligible, 'signup');

        await expectIdentityError(
          identity().confirmSignUp(eligible, otherCode(code)),
          'CodeMismatchException',
          'Invalid verification code provided, please try again.',
        );
        await expect(identity().confirmSignUp(eligible, code)).resolves.toBeUndefined();
      });

      it('confirms with the right code, once: confirming again says the account is verified', async () => {
        const { eligible } = fixture();
        await identity().signUp({ email: eligible, password: PASSWORD, attributes: ATTRIBUTES });
        const code = await fixture().lastCode(eligible, 'signup');

        await identity().confirmSignUp(eligible, code);

        await expectIdentityError(
          identity().confirmSignUp(eligible, code),
          'NotAuthorizedException',
          authMessages.alreadyConfirmed,
        );
      });
    });

    describe('login and tokens', () => {
      it('logs a confirmed user in with access, ID and refresh tokens', async () => {
        await signUpConfirmed();

        const tokens = await identity().login(fixture().eligible, PASSWORD);

        expect(tokens).toEqual({
          AccessToken: expect.any(String),
          IdToken: expect.any(String),
          RefreshToken: expect.any(String),
          ExpiresIn: expect.any(Number),
          TokenType: 'Bearer',
        });
        expect(tokens.ExpiresIn).toBeGreaterThan(0);
      });

      it('logs in whatever the case and spaces of the email', async () => {
        await signUpConfirmed();
        await expect(identity().login(` ${fixture().eligible.toUpperCase()}  `, PASSWORD)).resolves.toMatchObject({
          TokenType: 'Bearer',
        });
      });

      it('refuses a wrong password and an unknown email alike', async () => {
        await signUpConfirmed();

        await expectIdentityError(
          identity().login(fixture().eligible, NEW_PASSWORD),
          'NotAuthorizedException',
          authMessages.wrongCredentials,
        );
        await expectIdentityError(
          identity().login(fixture().ineligible, PASSWORD),
          'NotAuthorizedException',
          authMessages.wrongCredentials,
        );
      });

      it('reads the user: sub, email and the custom attributes given at sign-up', async () => {
        const sub = await signUpConfirmed();
        const { AccessToken } = await identity().login(fixture().eligible, PASSWORD);

        const user = await identity().getUser(AccessToken);

        expect(user).toMatchObject({ sub, email: fixture().eligible.trim().toLowerCase(), confirmed: true });
        expect(user.attributes).toEqual(
          expect.arrayContaining([
            { Name: 'sub', Value: sub },
            { Name: 'email', Value: fixture().eligible.trim().toLowerCase() },
            { Name: 'custom:onboardingStep_curr', Value: '0' },
            { Name: 'custom:isOnboarded', Value: 'false' },
          ]),
        );
      });

      it('updates the onboarding attributes by email, keeping the others', async () => {
        await signUpConfirmed();
        const { AccessToken } = await identity().login(fixture().eligible, PASSWORD);

        await identity().updateAttributes(fixture().eligible.toUpperCase(), {
          'custom:onboardingStep_curr': '3',
          'custom:isOnboarded': 'true',
        });
        await identity().updateAttributes(fixture().eligible, { 'custom:onboardingStep_curr': '4' });

        const { attributes } = await identity().getUser(AccessToken);
        expect(attributes).toEqual(
          expect.arrayContaining([
            { Name: 'email', Value: fixture().eligible.trim().toLowerCase() },
            { Name: 'custom:onboardingStep_curr', Value: '4' },
            { Name: 'custom:isOnboarded', Value: 'true' },
          ]),
        );
      });

      it("refuses to update an unknown email with 'Email not found'", async () => {
        await expectIdentityError(
          identity().updateAttributes(fixture().ineligible, { 'custom:isOnboarded': 'true' }),
          'UserNotFoundException',
          authMessages.emailNotFound,
        );
      });

      it('verifies an access token as the caller it was issued to', async () => {
        const sub = await signUpConfirmed();
        const { AccessToken } = await identity().login(fixture().eligible, PASSWORD);

        const caller = await identity().verifyAccessToken(AccessToken);

        expect(caller).toEqual({ sub, username: expect.any(String) });
        expect(caller.username).not.toBe('');
      });

      it('refuses a tampered token, an ID token and garbage as an expired session', async () => {
        await signUpConfirmed();
        const { AccessToken, IdToken } = await identity().login(fixture().eligible, PASSWORD);

        await expectUnauthorized(identity().verifyAccessToken(tampered(AccessToken)));
        await expectUnauthorized(identity().verifyAccessToken(IdToken));
        await expectUnauthorized(identity().verifyAccessToken('not-a-token'));
        await expectUnauthorized(identity().getUser(tampered(AccessToken)));
      });

      it('refreshes: a new access token, the same refresh token kept', async () => {
        const sub = await signUpConfirmed();
        const first = await identity().login(fixture().eligible, PASSWORD);

        const refreshed = await identity().refresh(first.RefreshToken ?? '');

        expect(refreshed).toMatchObject({
          AccessToken: expect.any(String),
          IdToken: expect.any(String),
          TokenType: 'Bearer',
        });
        expect(refreshed.RefreshToken).toBeUndefined();
        expect(refreshed.AccessToken).not.toBe(first.AccessToken);
        await expect(identity().verifyAccessToken(refreshed.AccessToken)).resolves.toMatchObject({ sub });
      });

      it('refuses an unknown refresh token', async () => {
        await expectIdentityError(identity().refresh('not-a-refresh-token'), 'NotAuthorizedException');
      });

      it('signs out everywhere: the refresh token stops working', async () => {
        await signUpConfirmed();
        const tokens = await identity().login(fixture().eligible, PASSWORD);
        const other = await identity().login(fixture().eligible, PASSWORD);

        await identity().signOut(tokens.AccessToken);

        await expectIdentityError(identity().refresh(tokens.RefreshToken ?? ''), 'NotAuthorizedException');
        await expectIdentityError(identity().refresh(other.RefreshToken ?? ''), 'NotAuthorizedException');
        // A new login still works.
        await expect(identity().login(fixture().eligible, PASSWORD)).resolves.toMatchObject({ TokenType: 'Bearer' });
      });

      it('revokes one refresh token: it stops working, the session of another login goes on', async () => {
        await signUpConfirmed();
        const tokens = await identity().login(fixture().eligible, PASSWORD);
        const other = await identity().login(fixture().eligible, PASSWORD);

        await identity().revokeRefreshToken(tokens.RefreshToken ?? '');

        await expectIdentityError(identity().refresh(tokens.RefreshToken ?? ''), 'NotAuthorizedException');
        await expect(identity().refresh(other.RefreshToken ?? '')).resolves.toMatchObject({ TokenType: 'Bearer' });
        // Revoking again, or a token never issued, has nothing left to end.
        await expect(identity().revokeRefreshToken(tokens.RefreshToken ?? '')).resolves.toBeUndefined();
        await expect(identity().revokeRefreshToken('not-a-refresh-token')).resolves.toBeUndefined();
      });
    });

    describe('account deletion', () => {
      it('deletes the user: its tokens and password stop working, and the email can sign up again', async () => {
        await signUpConfirmed();
        const tokens = await identity().login(fixture().eligible, PASSWORD);

        await identity().deleteUser(` ${fixture().eligible.toUpperCase()} `);

        await expectIdentityError(identity().refresh(tokens.RefreshToken ?? ''), 'NotAuthorizedException');
        await expect(identity().getUser(tokens.AccessToken)).rejects.toThrow();
        await expectIdentityError(identity().login(fixture().eligible, PASSWORD), 'NotAuthorizedException');
        // From scratch: a new user with a new sub.
        const again = await signUpConfirmed();
        await expect(identity().login(fixture().eligible, PASSWORD)).resolves.toMatchObject({ TokenType: 'Bearer' });
        expect(again).toBeTruthy();
      });

      it('answers a deletion of a user already gone, so a halfway deletion can be retried', async () => {
        await signUpConfirmed();
        await identity().deleteUser(fixture().eligible);
        await expect(identity().deleteUser(fixture().eligible)).resolves.toBeUndefined();
      });
    });

    describe('password reset', () => {
      it('resets with the mailed code: the new password works and the old one no longer does', async () => {
        const { eligible } = fixture();
        await signUpConfirmed();

        await identity().forgotPassword(eligible);
        await identity().confirmForgotPassword(eligible, await fixture().lastCode(eligible, 'reset'), NEW_PASSWORD);

        await expect(identity().login(eligible, NEW_PASSWORD)).resolves.toMatchObject({ TokenType: 'Bearer' });
        await expectIdentityError(
          identity().login(eligible, PASSWORD),
          'NotAuthorizedException',
          authMessages.wrongCredentials,
        );
      });

      it('ends every session of the user: refresh tokens from before the reset stop working', async () => {
        const { eligible } = fixture();
        await signUpConfirmed();
        const before = await identity().login(eligible, PASSWORD);

        await identity().forgotPassword(eligible);
        await identity().confirmForgotPassword(eligible, await fixture().lastCode(eligible, 'reset'), NEW_PASSWORD);

        await expectIdentityError(identity().refresh(before.RefreshToken ?? ''), 'NotAuthorizedException');
        await expect(identity().login(eligible, NEW_PASSWORD)).resolves.toMatchObject({ TokenType: 'Bearer' });
      });

      it('takes a reset code once', async () => {
        const { eligible } = fixture();
        await signUpConfirmed();
        await identity().forgotPassword(eligible);
        const code = await fixture().lastCode(eligible, 'reset');
        await identity().confirmForgotPassword(eligible, code, NEW_PASSWORD);

        const error = await rejection(identity().confirmForgotPassword(eligible, code, 'Kinwell3!again'));

        expect(error).toBeInstanceOf(IdentityError);
        expect(['CodeMismatchException', 'ExpiredCodeException']).toContain((error as IdentityError).code);
        await expect(identity().login(eligible, NEW_PASSWORD)).resolves.toMatchObject({ TokenType: 'Bearer' });
      });

      it('refuses a wrong reset code and a weak new password', async () => {
        const { eligible } = fixture();
        await signUpConfirmed();
        await identity().forgotPassword(eligible);
        const code = await fixture().lastCode(eligible, 'reset');

        await expectIdentityError(
          identity().confirmForgotPassword(eligible, otherCode(code), NEW_PASSWORD),
          'CodeMismatchException',
          authMessages.invalidCode,
        );
        await expectIdentityError(
          identity().confirmForgotPassword(eligible, code, 'kinwell1!reset'),
          'InvalidPasswordException',
          authMessages.passwordNeedsUpper,
        );
        await expect(identity().login(eligible, PASSWORD)).resolves.toMatchObject({ TokenType: 'Bearer' });
      });

      it('answers a reset request for an unknown or unconfirmed email silently', async () => {
        await expect(identity().forgotPassword(fixture().ineligible)).resolves.toBeUndefined();
        await identity().signUp({ email: fixture().eligible, password: PASSWORD, attributes: ATTRIBUTES });
        await expect(identity().forgotPassword(fixture().eligible)).resolves.toBeUndefined();
      });
    });

    describe('code expiry (with a clock the test moves)', () => {
      it('takes a sign-up code until 24 hours have passed', async (context) => {
        const { advanceClock, eligible } = fixture();
        if (!advanceClock) return context.skip();
        await identity().signUp({ email: eligible, password: PASSWORD, attributes: ATTRIBUTES });
        const code = await fixture().lastCode(eligible, 'signup');

        advanceClock(24 * HOUR_MS - MINUTE_MS);

        await expect(identity().confirmSignUp(eligible, code)).resolves.toBeUndefined();
      });

      it('refuses a sign-up code after 24 hours', async (context) => {
        const { advanceClock, eligible } = fixture();
        if (!advanceClock) return context.skip();
        await identity().signUp({ email: eligible, password: PASSWORD, attributes: ATTRIBUTES });
        const code = await fixture().lastCode(eligible, 'signup');

        advanceClock(24 * HOUR_MS + MINUTE_MS);

        await expectIdentityError(
          identity().confirmSignUp(eligible, code),
          'ExpiredCodeException',
          authMessages.expiredCode,
        );
      });

      it('takes a reset code for an hour, and refuses it after', async (context) => {
        const { advanceClock, eligible } = fixture();
        if (!advanceClock) return context.skip();
        await signUpConfirmed();
        await identity().forgotPassword(eligible);
        const first = await fixture().lastCode(eligible, 'reset');
        advanceClock(HOUR_MS + MINUTE_MS);
        await expectIdentityError(
          identity().confirmForgotPassword(eligible, first, NEW_PASSWORD),
          'ExpiredCodeException',
          authMessages.expiredCode,
        );

        await identity().forgotPassword(eligible);
        const second = await fixture().lastCode(eligible, 'reset');
        advanceClock(HOUR_MS - MINUTE_MS);

        await expect(identity().confirmForgotPassword(eligible, second, NEW_PASSWORD)).resolves.toBeUndefined();
      });
    });
  });
}
