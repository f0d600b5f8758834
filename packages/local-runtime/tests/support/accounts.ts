import { expect } from 'vitest';
import type { TestServer } from './test-server';

export const PASSWORD = 'Kinwell1!';

/** The 6-digit code in the newest mail to `email` (as a user would read it). */
export async function latestCode(server: TestServer, email: string): Promise<string> {
  const { messages } = await (await server.request(`/api/dev/mail?to=${encodeURIComponent(email)}`)).json();
  const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`No code in the mail to ${email}`);
  return code;
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
  const { AuthenticationResult } = await login.json();
  return AuthenticationResult as { AccessToken: string; RefreshToken: string; IdToken: string; ExpiresIn: number };
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
