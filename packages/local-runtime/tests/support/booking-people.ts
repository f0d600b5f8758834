import { addExpert, type Expert, type ExpertAvailability } from '@kinwell/core';
import { expect } from 'vitest';
import { bearer, latestCode, PASSWORD, signUpAndLogin } from './accounts';
import { type Answer, bodyOf } from './answers';
import type { TestServer } from './test-server';

export interface SignedIn {
  email: string;
  sub: string;
  auth: Record<string, string>;
}

/** Every day of the week, 00:00–24:00 on the expert's clock: free times at any hour the slot rules allow. */
export const ALWAYS: Omit<ExpertAvailability, 'timeZone'> = {
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
  daysOff: [],
  extra: [],
};

export const expertNamed = (id: string, overrides: Partial<Expert> = {}): Expert & { email: string } => ({
  id,
  name: `Expert ${id}`,
  photoUrl: `/content/experts/${id}.jpg`,
  credentials: 'Clinical psychologist',
  specialties: ['anxiety', 'burnout'],
  languages: ['en', 'fr'],
  gender: 'Female',
  bio: { en: `About ${id}.`, fr: `À propos de ${id}.` },
  timeZone: 'America/Los_Angeles',
  sessionMinutes: [30, 50],
  location: { kind: 'video', url: `https://video.example/${id}` },
  email: `${id}@experts.example`,
  ...overrides,
});

/** Adds an expert with their account as ops do (no invitation mail), with the given hours. */
export async function addTestExpert(
  server: TestServer,
  expert: Expert & { email: string },
  availability: Omit<ExpertAvailability, 'timeZone'> = ALWAYS,
) {
  await addExpert(
    { store: server.deps.bookings, accounts: server.deps.identity, invite: async () => undefined },
    expert,
    availability,
  );
  return expert;
}

/** The expert takes over their account as the invitation says: a password reset with their address, then login. */
export async function signInAsExpert(server: TestServer, email: string): Promise<SignedIn> {
  const asked = await server.request('/api/auth/forgot-password', { method: 'POST', json: { email } });
  expect(asked.status, await asked.clone().text()).toBe(200);
  const confirmationCode = await latestCode(server, email);
  const reset = await server.request('/api/auth/confirm-password', {
    method: 'POST',
    json: { email, confirmationCode, newPassword: PASSWORD },
  });
  expect(reset.status, await reset.clone().text()).toBe(200);
  const login = await server.request('/api/auth/login', { method: 'POST', json: { email, password: PASSWORD } });
  expect(login.status).toBe(200);
  const auth = bearer((await bodyOf<Answer<'login'>>(login)).AuthenticationResult.AccessToken);
  return { email, sub: await subOf(server, auth), auth };
}

async function subOf(server: TestServer, auth: Record<string, string>): Promise<string> {
  const { UserAttributes } = await bodyOf<Answer<'user'>>(await server.request('/api/auth/user', { headers: auth }));
  const sub = UserAttributes.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('no sub');
  return sub;
}

/** A member who signed up and finished onboarding's CRM part: their lead holds the first name and goals they share. */
export async function onboardedMember(
  server: TestServer,
  email: string,
  lead: { firstName: string; goals: string[] } = { firstName: 'Jane', goals: ['anxiety', 'burnout'] },
): Promise<SignedIn> {
  const auth = bearer((await signUpAndLogin(server, email)).AccessToken);
  const sub = await subOf(server, auth);
  const created = await server.request('/api/zoho/lead/create', {
    method: 'POST',
    headers: auth,
    json: {
      leadData: { Email: email, User_ID: sub, First_Name: lead.firstName, Last_Name: 'Doe', Goals: lead.goals },
    },
  });
  expect(created.status, await created.clone().text()).toBe(200);
  return { email, sub, auth };
}
