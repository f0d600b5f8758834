import { expect } from 'vitest';
import { type Answer, bodyOf } from './answers';
import type { TestServer } from './test-server';

export const PASSWORD = 'Kinwell1!';

/**
 * The 6-digit code in the newest mail to `email` (as a user would read it), once more than `after` mails
 * have reached that address; polls briefly, since the browser's request may still be under way.
 */
export async function latestCode(server: TestServer, email: string, after = 0): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const answer = await server.request(`/api/dev/mail?to=${encodeURIComponent(email)}`);
    const { messages } = await bodyOf<Answer<'listMail'>>(answer);
    const code = messages.length > after ? /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No code mailed to ${email}`);
}

/** Signs up, verifies with the mailed code and logs in: answers the tokens. */
export async function signUpAndLogin(server: TestServer, email: string, password = PASSWORD) {
  const signUp = await server.request('/api/auth/signup', {
    method: 'POST',
    json: { email, password, onboardingStep: 0 },
  });
  expect(signUp.status, await signUp.clone().text()).toBe(201);
  const code = await latestCode(server, email);
  const verify = await server.request('/api/auth/verifi', { method: 'POST', json: { email, code } });
  expect(verify.status).toBe(200);
  const login = await server.request('/api/auth/login', { method: 'POST', json: { email, password } });
  expect(login.status).toBe(200);
  const { AuthenticationResult } = await bodyOf<Answer<'login'>>(login);
  return AuthenticationResult;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A clock tests can move forward (code expiry, token expiry, rate-limit windows). */
export function controllableClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms: number) => {
      offset += ms;
    },
  };
}
