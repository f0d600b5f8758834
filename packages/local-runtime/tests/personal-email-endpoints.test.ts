import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, latestCode, signUpAndLogin } from './support/accounts';
import { type Answer, bodyOf } from './support/answers';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let jane: string;
let bob: string;

const post = (path: string, json: unknown, token?: string) =>
  server.request(path, { method: 'POST', json, ...(token ? { headers: bearer(token) } : {}) });
const status = (token: string) => server.request('/api/auth/personal-email', { headers: bearer(token) });
const mailTo = async (email: string) =>
  (await bodyOf<Answer<'listMail'>>(await server.request(`/api/dev/mail?to=${encodeURIComponent(email)}`))).messages;

beforeAll(async () => {
  server = await startTestServer();
  jane = (await signUpAndLogin(server, 'jane@acme.example')).AccessToken;
  bob = (await signUpAndLogin(server, 'bob@acme.example')).AccessToken;
});
afterAll(() => server.stop());

describe('/api/auth/personal-email', () => {
  it('is for signed-in members only', async () => {
    expect((await server.request('/api/auth/personal-email')).status).toBe(401);
    expect((await post('/api/auth/personal-email', { email: 'x@home.example' })).status).toBe(401);
    expect((await post('/api/auth/personal-email/confirm', { code: '123456' })).status).toBe(401);
  });

  it('starts empty', async () => {
    const answer = await status(jane);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ email: null, confirmed: false, codePending: false });
  });

  it('refuses bad input and the company address with 400', async () => {
    expect((await post('/api/auth/personal-email', { email: 'not-an-email' }, jane)).status).toBe(400);
    expect((await post('/api/auth/personal-email', { email: 'x@home.example', extra: 1 }, jane)).status).toBe(400);
    const own = await post('/api/auth/personal-email', { email: 'JANE@acme.example' }, jane);
    expect(own.status).toBe(400);
    expect(await own.json()).toMatchObject({ code: 'auth.personalEmailIsCompanyEmail' });
    expect((await post('/api/auth/personal-email/confirm', { code: 'abc' }, jane)).status).toBe(400);
  });

  it('mails a code to the personal address, refuses a wrong one, confirms with the right one', async () => {
    const asked = await post('/api/auth/personal-email', { email: 'Jane@Home.example' }, jane);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ email: 'jane@home.example', confirmed: false, codePending: true });
    const [mail] = await mailTo('jane@home.example');
    expect(mail?.subject).toMatch(/^Your Kinwell confirmation code: \d{6}$/);
    // Nothing about it reaches the company address.
    expect((await mailTo('jane@acme.example')).some((m) => m.subject.includes('confirmation code'))).toBe(false);
    const code = await latestCode(server, 'jane@home.example');

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await post('/api/auth/personal-email/confirm', { code: wrong }, jane)).status).toBe(400);
    // Another member cannot confirm Jane's address, not even with her code.
    const bobTry = await post('/api/auth/personal-email/confirm', { code }, bob);
    expect(bobTry.status).toBe(400);
    expect(await bodyOf<Answer<'personalEmail'>>(await status(bob))).toMatchObject({ confirmed: false });

    const confirmed = await post('/api/auth/personal-email/confirm', { code }, jane);
    expect(confirmed.status).toBe(200);
    expect(await (await status(jane)).json()).toEqual({
      email: 'jane@home.example',
      confirmed: true,
      codePending: false,
    });
  });

  it('resets the confirmation when the address changes', async () => {
    const answer = await post('/api/auth/personal-email', { email: 'jane@other.example' }, jane);
    expect(await answer.json()).toEqual({ email: 'jane@other.example', confirmed: false, codePending: true });
    expect(await mailTo('jane@other.example')).toHaveLength(1);
  });
});
