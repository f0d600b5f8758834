import type { ErrorResponse } from '@kinwell/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, controllableClock, latestCode, PASSWORD, signUpAndLogin } from './support/accounts';
import { type Answer, bodyOf } from './support/answers';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
const clock = controllableClock();
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.stop());

const post = (path: string, json?: unknown, headers: Record<string, string> = {}) =>
  server.request(path, { method: 'POST', headers, ...(json === undefined ? {} : { json }) });
const cookiesOf = (response: Response) => response.headers.getSetCookie();
const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ');

describe('POST /api/auth/signup', () => {
  it('registers an eligible company address (trimmed, lowercased) and mails a code', async () => {
    const response = await post('/api/auth/signup', {
      email: '  New.Person@ACME.example ',
      password: PASSWORD,
      onboardingStep: 0,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      message: 'Registration successful',
      userSub: expect.any(String),
      userConfirmed: false,
    });
    expect(await latestCode(server, 'new.person@acme.example')).toMatch(/^\d{6}$/);
  });

  it('registers an invited address outside any company domain', async () => {
    // Invited as the company CLI does (the API route needs a signed-in member; see company-endpoints).
    await server.deps.companies.invite('partner@gmail.com', 'acme');
    const response = await post('/api/auth/signup', { email: 'partner@gmail.com', password: PASSWORD });
    expect(response.status).toBe(201);
  });

  it('refuses an address that is neither a company domain nor invited, on the server', async () => {
    const response = await post('/api/auth/signup', { email: 'someone@gmail.com', password: PASSWORD });
    expect(response.status).toBe(403);
    expect((await bodyOf<ErrorResponse>(response)).message).toMatch(
      /^Kinwell is open to employees of our client companies/,
    );
  });

  it('enforces the password policy with the first broken rule', async () => {
    const cases: [string, string][] = [
      ['short1!', 'Password must be at least 8 characters'],
      ['Password!', 'Password must contain at least one number'],
      ['Password1', 'Password must contain at least one special character'],
      ['password1!', 'Password must contain at least one uppercase letter'],
      ['PASSWORD1!', 'Password must contain at least one lowercase letter'],
    ];
    for (const [password, message] of cases) {
      const response = await post('/api/auth/signup', { email: 'policy@acme.example', password });
      expect(response.status, password).toBe(400);
      expect(await response.json(), password).toMatchObject({ message });
    }
  });

  it('refuses a taken address, bad emails and unknown fields', async () => {
    await post('/api/auth/signup', { email: 'taken@acme.example', password: PASSWORD });
    const again = await post('/api/auth/signup', { email: 'taken@acme.example', password: PASSWORD });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'An account with the given email already exists.' });
    expect(await (await post('/api/auth/signup', { email: 'nope', password: PASSWORD })).json()).toMatchObject({
      message: 'Invalid email format',
    });
    expect(await (await post('/api/auth/signup', { password: PASSWORD })).json()).toMatchObject({
      message: 'Email is required',
    });
    expect((await post('/api/auth/signup', { email: 'x@acme.example', password: PASSWORD, admin: true })).status).toBe(
      400,
    );
  });
});

describe('verification and login', () => {
  it("answers 'User not yet confirmed' before verification, then logs in after", async () => {
    const email = 'verify.me@acme.example';
    await post('/api/auth/signup', { email, password: PASSWORD });
    const early = await post('/api/auth/login', { email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ message: 'User not yet confirmed' });

    const resend = await post('/api/auth/resend', { email });
    expect(await resend.json()).toMatchObject({ message: 'Confirmation code sent again to your email' });
    const code = await latestCode(server, email);

    expect(await (await post('/api/auth/verifi', { email, code: '' })).json()).toMatchObject({
      message: 'Please insert verification code sent to your email',
    });
    const wrong = await post('/api/auth/verifi', { email, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: 'Invalid verification code provided, please try again.' });

    const ok = await post('/api/auth/verifi', { email, code });
    expect(await ok.json()).toMatchObject({ message: 'Verification successful' });
    expect((await post('/api/auth/verifi', { email, code })).status).toBe(401); // a code works once

    const login = await post('/api/auth/login', { email: ' VERIFY.me@acme.example', password: PASSWORD });
    expect(login.status).toBe(200);
    const { AuthenticationResult } = await bodyOf<Answer<'login'>>(login);
    expect(AuthenticationResult).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 900 });
  });

  it('expires a sign-up code after 24 hours', async () => {
    const email = 'slow@acme.example';
    await post('/api/auth/signup', { email, password: PASSWORD });
    const code = await latestCode(server, email);
    clock.advance(24 * 3600_000 + 1000);
    const late = await post('/api/auth/verifi', { email, code });
    expect(await late.json()).toMatchObject({ message: 'Invalid code provided, please request a code again.' });
  });

  it('refuses a wrong password and a missing field with the spec words', async () => {
    await signUpAndLogin(server, 'pat@acme.example');
    const wrong = await post('/api/auth/login', { email: 'pat@acme.example', password: 'Wrong1!xx' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Incorrect username or password.', code: 'auth.wrongCredentials' });
    expect(await (await post('/api/auth/login', { email: 'pat@acme.example', password: '' })).json()).toEqual({
      message: 'Please provide the email or password',
      code: 'auth.emailOrPasswordMissing',
    });
    // Unknown accounts answer exactly like a wrong password.
    expect(
      await (await post('/api/auth/login', { email: 'ghost@acme.example', password: PASSWORD })).json(),
    ).toMatchObject({
      message: 'Incorrect username or password.',
    });
  });

  it("answers in the caller's language (Accept-Language), with the same code", async () => {
    await signUpAndLogin(server, 'kenji@acme.example');
    const login = (language: string, password = 'Wrong1!xx') =>
      server.request('/api/auth/login', {
        method: 'POST',
        json: { email: 'kenji@acme.example', password },
        headers: { 'accept-language': language },
      });
    expect(await (await login('ja')).json()).toEqual({
      message: 'ユーザー名またはパスワードが正しくありません。',
      code: 'auth.wrongCredentials',
    });
    expect(await (await login('ar')).json()).toMatchObject({
      code: 'auth.wrongCredentials',
      message: expect.stringMatching(/[\u0600-\u06ff]/),
    });
    // A body the edge refuses, and a path no route has, are worded for users too.
    const broken = await server.request('/api/auth/login', {
      method: 'POST',
      body: '{oops',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
    });
    expect(await broken.json()).toEqual({
      message: "La demande n'a pas pu être lue. Veuillez recharger la page et réessayer.",
      code: 'common.badJson',
    });
    const missing = await server.request('/api/nowhere', { headers: { 'accept-language': 'es' } });
    expect(await missing.json()).toEqual({ message: 'No encontramos lo que ha solicitado.', code: 'common.notFound' });
  });

  it('locks an account after 5 failed logins (429), but not the office address', async () => {
    const email = 'brute@acme.example';
    await signUpAndLogin(server, email);
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/auth/login', { email, password: `Wrong${i}!aa` })).status).toBe(401);
    }
    const locked = await post('/api/auth/login', { email, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    // A colleague behind the same address still logs in.
    await signUpAndLogin(server, 'colleague@acme.example');
    clock.advance(15 * 60_000 + 1000);
    expect((await post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('limits wrong verification codes per account', async () => {
    const email = 'guesser@acme.example';
    await post('/api/auth/signup', { email, password: PASSWORD });
    const code = await latestCode(server, email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) await post('/api/auth/verifi', { email, code: wrong });
    expect((await post('/api/auth/verifi', { email, code })).status).toBe(429);
  });
});

describe('sessions', () => {
  it('reads the user with a bearer token, and refuses none, a forged one and an expired one', async () => {
    const tokens = await signUpAndLogin(server, 'session@acme.example');
    const me = await server.request('/api/auth/user', { headers: bearer(tokens.AccessToken) });
    expect(me.status).toBe(200);
    const body = await bodyOf<Answer<'user'>>(me);
    const attributes = Object.fromEntries(body.UserAttributes.map((a) => [a.Name, a.Value]));
    expect(attributes).toMatchObject({
      email: 'session@acme.example',
      'custom:isOnboarded': 'false',
      'custom:onboardingStep_curr': '0',
    });

    const none = await server.request('/api/auth/user');
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ message: 'Please log in to continue.' });
    const [head, payload, signature] = tokens.AccessToken.split('.');
    const forged = `${head}.${payload}.${signature?.slice(0, -2)}xx`;
    expect((await server.request('/api/auth/user', { headers: bearer(forged) })).status).toBe(401);
    clock.advance(16 * 60_000);
    const expired = await server.request('/api/auth/user', { headers: bearer(tokens.AccessToken) });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ message: 'Your session has expired. Please log in again.' });
  });

  it('checks the token of a /api/auth/user request once', async () => {
    const tokens = await signUpAndLogin(server, 'checked.once@acme.example');
    const verify = vi.spyOn(server.deps.identity, 'verifyAccessToken');
    try {
      const me = await server.request('/api/auth/user', { headers: bearer(tokens.AccessToken) });
      expect(me.status).toBe(200);
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      verify.mockRestore();
    }
  });

  it('keeps a remembered session in HttpOnly cookies, refreshes it and ends it on logout', async () => {
    const tokens = await signUpAndLogin(server, 'remember@acme.example');
    const stored = await post('/api/token', {
      token: tokens.AccessToken,
      refToken: tokens.RefreshToken,
      remember: true,
    });
    expect(stored.status).toBe(200);
    const setCookies = cookiesOf(stored);
    expect(setCookies).toHaveLength(3);
    for (const cookie of setCookies) {
      expect(cookie).toMatch(/; HttpOnly; Secure; SameSite=Strict; Max-Age=\d+$/);
    }
    const jar = cookieHeader(setCookies);

    const viaCookie = await server.request('/api/auth/user', { headers: { cookie: jar } });
    expect(viaCookie.status).toBe(200);

    clock.advance(16 * 60_000);
    const refreshed = await post('/api/token/refresh', undefined, { cookie: jar });
    expect(refreshed.status).toBe(200);
    const { AuthenticationResult } = await bodyOf<Answer<'refreshSession'>>(refreshed);
    expect(AuthenticationResult.RefreshToken).toBeUndefined();
    expect(cookiesOf(refreshed)[0]).toMatch(/^kinwell_session=.+Max-Age=900$/);

    const out = await post('/api/token/logout', undefined, bearer(AuthenticationResult.AccessToken));
    expect(out.status).toBe(200);
    expect(cookiesOf(out).every((c) => c.includes('Max-Age=0'))).toBe(true);
    const ended = await post('/api/token/refresh', undefined, { cookie: jar, 'accept-language': 'fr' });
    expect(ended.status).toBe(401);
    expect(await ended.json()).toEqual({
      code: 'auth.sessionExpired',
      message: 'Votre session a expiré. Veuillez vous reconnecter.',
    });
    expect((await server.request('/api/auth/user', { headers: bearer(AuthenticationResult.AccessToken) })).status).toBe(
      401,
    );
  });

  it('ends the session on logout even after its access token has expired: the refresh cookie is revoked', async () => {
    const tokens = await signUpAndLogin(server, 'late-logout@acme.example');
    const stored = await post('/api/token', {
      token: tokens.AccessToken,
      refToken: tokens.RefreshToken,
      remember: true,
    });
    const jar = cookieHeader(cookiesOf(stored));
    clock.advance(16 * 60_000); // past the access token's 15 minutes: a global sign-out with it is refused

    const out = await post('/api/token/logout', undefined, { cookie: jar });

    expect(out.status).toBe(200);
    expect(cookiesOf(out).every((c) => c.includes('Max-Age=0'))).toBe(true);
    // A copy of the refresh cookie kept elsewhere renews nothing any more.
    expect((await post('/api/token/refresh', undefined, { cookie: jar })).status).toBe(401);
  });

  it('still answers the old logout path for one release: it signs out and clears the cookies', async () => {
    const tokens = await signUpAndLogin(server, 'old-tab@acme.example');
    const out = await post('/api/auth/logout', undefined, bearer(tokens.AccessToken));
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ message: 'You have been logged out.' });
    expect(cookiesOf(out).every((c) => c.includes('Max-Age=0'))).toBe(true);
    expect((await server.request('/api/auth/user', { headers: bearer(tokens.AccessToken) })).status).toBe(401);
  });

  it('makes browser-session cookies when not remembered, and refuses tokens it did not issue', async () => {
    const tokens = await signUpAndLogin(server, 'forget@acme.example');
    const stored = await post('/api/token', {
      token: tokens.AccessToken,
      refToken: tokens.RefreshToken,
      remember: false,
    });
    expect(cookiesOf(stored).every((c) => !c.includes('Max-Age'))).toBe(true);
    const bogus = await post('/api/token', { token: 'not.a.token', refToken: 'x' });
    expect(bogus.status).toBe(401);
    expect((await post('/api/token/refresh')).status).toBe(401);
  });
});

describe('POST /api/auth/update-onboarding', () => {
  it("updates the caller's step, and isOnboarded from step 3", async () => {
    const tokens = await signUpAndLogin(server, 'onboard@acme.example');
    const step1 = await post(
      '/api/auth/update-onboarding',
      { email: 'onboard@acme.example', step: 1 },
      bearer(tokens.AccessToken),
    );
    expect(await step1.json()).toEqual({
      success: true,
      message: expect.any(String),
      details: { isOnboarded: false, step: 1 },
    });
    const step3 = await post(
      '/api/auth/update-onboarding',
      { email: 'Onboard@acme.example', step: 3 },
      bearer(tokens.AccessToken),
    );
    expect((await bodyOf<Answer<'updateOnboarding'>>(step3)).details).toEqual({ isOnboarded: true, step: 3 });
  });

  it("refuses without a token, with another user's email, and without an email", async () => {
    const mine = await signUpAndLogin(server, 'me@acme.example');
    await signUpAndLogin(server, 'other@acme.example');
    expect((await post('/api/auth/update-onboarding', { email: 'me@acme.example', step: 1 })).status).toBe(401);
    const theirs = await post(
      '/api/auth/update-onboarding',
      { email: 'other@acme.example', step: 3 },
      bearer(mine.AccessToken),
    );
    expect(theirs.status).toBe(403);
    expect(await theirs.json()).toEqual({
      message: 'You can only update your own account.',
      code: 'auth.notYourAccount',
    });
    const noEmail = await post('/api/auth/update-onboarding', { email: '', step: 1 }, bearer(mine.AccessToken));
    expect(noEmail.status).toBe(400);
    expect(await noEmail.json()).toEqual({ message: 'Email not found', code: 'auth.emailNotFound' });
  });
});

describe('password reset', () => {
  it('resets with the mailed code, logs in with the new password only, and spends the code', async () => {
    const email = 'forgetful@acme.example';
    await signUpAndLogin(server, email);
    const asked = await post('/api/auth/forgot-password', { email });
    expect(asked.status).toBe(200);
    const code = await latestCode(server, email);

    const weak = await post('/api/auth/confirm-password', { email, confirmationCode: code, newPassword: 'weakpass' });
    expect(await weak.json()).toMatchObject({ message: 'Password must contain at least one number' });
    const shortCode = await post('/api/auth/confirm-password', {
      email,
      confirmationCode: '12',
      newPassword: 'New-pass1',
    });
    expect(await shortCode.json()).toMatchObject({ message: 'Enter the 6-digit code sent to your mailbox' });
    const wrongCode = await post('/api/auth/confirm-password', {
      email,
      confirmationCode: code === '000000' ? '111111' : '000000',
      newPassword: 'New-pass1',
    });
    expect(await wrongCode.json()).toMatchObject({ message: 'Invalid verification code provided, please try again.' });

    const done = await post('/api/auth/confirm-password', { email, confirmationCode: code, newPassword: 'New-pass1' });
    expect(await done.json()).toMatchObject({ message: 'Your password has been successfully reset' });
    expect((await post('/api/auth/login', { email, password: PASSWORD })).status).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'New-pass1' })).status).toBe(200);
    expect(
      (await post('/api/auth/confirm-password', { email, confirmationCode: code, newPassword: 'Other-pass2' })).status,
    ).toBe(400);
  });

  it('answers alike for unknown addresses and sends them nothing', async () => {
    const known = await post('/api/auth/forgot-password', { email: 'pat@acme.example' });
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@acme.example' });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    const { messages } = await bodyOf<Answer<'listMail'>>(await server.request('/api/dev/mail?to=nobody@acme.example'));
    expect(messages).toEqual([]);
  });

  it('limits how many codes one address can be sent (the sign-up code counts too)', async () => {
    const email = 'flood@acme.example';
    await signUpAndLogin(server, email);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await post('/api/auth/forgot-password', { email })).status);
    expect(answers).toEqual([200, 200, 200, 200, 429]);
  });
});
