import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, latestCode, PASSWORD, signUpAndLogin } from './support/accounts';
import { type Answer, bodyOf } from './support/answers';
import { startTestServer, type TestServer } from './support/test-server';

interface Member {
  email: string;
  sub: string;
  token: string;
  auth: Record<string, string>;
}

let server: TestServer;
let jane: Member;
let bob: Member;

async function member(email: string): Promise<Member> {
  const { AccessToken: token } = await signUpAndLogin(server, email);
  return { email, token, auth: bearer(token), sub: (await server.deps.identity.getUser(token)).sub };
}

const send = async (path: string, who: Member | undefined, json?: unknown, method = 'POST') => {
  const response = await server.request(path, {
    method,
    ...(who ? { headers: who.auth } : {}),
    ...(json !== undefined ? { json } : {}),
  });
  return response;
};
const ok = async (response: Response): Promise<unknown> => {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json();
};
const exportOf = (who: Member | undefined) => server.request('/api/account/export', who ? { headers: who.auth } : {});
const deletion = (who: Member | undefined, json: unknown, headers: Record<string, string> = {}) =>
  server.request('/api/account/delete', { method: 'POST', json, headers: { ...(who?.auth ?? {}), ...headers } });
const count = async (table: string, column: string, value: string) =>
  (
    await server.deps.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = :value`, {
      value,
    })
  ).rows[0]?.n;
const mailTo = async (email: string) =>
  (await bodyOf<Answer<'listMail'>>(await server.request(`/api/dev/mail?to=${encodeURIComponent(email)}`))).messages;

/** What a member leaves behind after onboarding: CRM records, family, an invite, an event, a personal address. */
async function leaveData(who: Member, partnerEmail: string) {
  await ok(
    await send('/api/zoho/lead/create', who, {
      leadData: { Email: who.email, User_ID: who.sub, Last_Name: 'Doe', Company: 'Acme Health', Goals: ['anxiety'] },
    }),
  );
  const own = (await ok(
    await send('/api/zoho/contact/create', who, {
      contactData: { Email: who.email, User_ID: who.sub, First_Name: 'Jane', Last_Name: 'Doe' },
    }),
  )) as Answer<'createContact'>;
  await ok(
    await send('/api/zoho/contact/create', who, {
      contactData: { Contact_Type: 'Partner', Partner_Contact: own.details.id, Email: partnerEmail, Last_Name: 'Doe' },
    }),
  );
  await ok(await send('/api/s3/update-company-invites', who, { email: partnerEmail, companyId: 'acme' }));
  await ok(
    await send('/api/aurora/user_events/theme', who, {
      themeId: 'anxiety-steady-ground',
      type: 'screen_viewed',
      payload: { seconds: 30 },
    }),
  );
  await ok(await send('/api/auth/personal-email', who, { email: `${who.email.split('@')[0]}@home.example` }));
}

beforeAll(async () => {
  server = await startTestServer();
  jane = await member('jane@acme.example');
  bob = await member('bob@acme.example');
  await leaveData(jane, 'sam@mail.example');
  await leaveData(bob, 'kim@mail.example');
});
afterAll(() => server.stop());

describe('GET /api/account/export', () => {
  it('is for signed-in members only', async () => {
    expect((await exportOf(undefined)).status).toBe(401);
  });

  it('hands the member everything Kinwell holds about them, as a download that is never cached', async () => {
    const response = await exportOf(jane);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="kinwell-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const exported = await bodyOf<Answer<'exportAccount'>>(response);
    expect(exported).toMatchObject({
      format: 'kinwell-account-export',
      version: 1,
      account: { userId: jane.sub, email: jane.email, attributes: { email: jane.email, sub: jane.sub } },
    });
    const { crm, themeEvents, sentInvites, personalEmail } = exported.data as {
      crm: { leads: { User_ID: string; Goals: string[] }[]; contacts: { Email: string }[] };
      themeEvents: { themeId: string; userId: string }[];
      sentInvites: { email: string; invitedBy: string }[];
      personalEmail: { email: string; confirmedAt: string | null };
    };
    expect(crm.leads).toEqual([expect.objectContaining({ User_ID: jane.sub, Goals: ['anxiety'] })]);
    expect(crm.contacts.map((contact) => contact.Email).sort()).toEqual(['jane@acme.example', 'sam@mail.example']);
    expect(themeEvents).toEqual([expect.objectContaining({ themeId: 'anxiety-steady-ground', userId: jane.sub })]);
    expect(sentInvites).toEqual([expect.objectContaining({ email: 'sam@mail.example', invitedBy: jane.sub })]);
    expect(personalEmail).toEqual({ email: 'jane@home.example', confirmedAt: null });
    // Nothing of Bob's, and no secrets (the personal address's code hash).
    const text = JSON.stringify(exported);
    expect(text).not.toContain(bob.sub);
    expect(text).not.toContain('kim@mail.example');
    expect(text).not.toMatch(/codeHash|code_hash/);
  });
  it('answers 429 after 5 exports in an hour, for that member only', async () => {
    const carol = await member('carol@acme.example');
    for (let i = 0; i < 5; i++) expect((await exportOf(carol)).status).toBe(200);
    const refused = await exportOf(carol);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'auth.tooManyAttempts' });
  });
});

describe('POST /api/account/delete', () => {
  it('is for signed-in members only, and asks for the password', async () => {
    expect((await deletion(undefined, { password: PASSWORD })).status).toBe(401);
    const empty = await deletion(jane, {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'account.passwordRequired' });
    expect((await deletion(jane, { password: PASSWORD, sub: bob.sub })).status).toBe(400);
  });

  it('refuses a wrong password in the member’s language, and deletes nothing', async () => {
    const wrong = await deletion(jane, { password: 'Wrong1!pass' }, { 'accept-language': 'fr' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      code: 'account.wrongPassword',
      message: 'Ce mot de passe n’est pas le bon. Votre compte n’a pas été supprimé.',
    });
    expect(await count('crm_leads', 'user_id', jane.sub)).toBe(1);
    expect((await server.request('/api/auth/user', { headers: jane.auth })).status).toBe(200);
  });

  it('deletes the account and every record of it, signs the browser out and mails a goodbye', async () => {
    // The local runtime prints the functions' log lines readably, on stdout.
    const logs = vi.spyOn(process.stdout, 'write');
    const response = await deletion(jane, { password: PASSWORD }, { 'accept-language': 'ar' });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({ confirmationMailed: true });
    expect(response.headers.getSetCookie().join('\n')).toMatch(/kinwell_session=;.*Max-Age=0/);

    expect(await count('crm_leads', 'user_id', jane.sub)).toBe(0);
    expect(await count('crm_contacts', 'owner_sub', jane.sub)).toBe(0);
    expect(await count('theme_events', 'user_id', jane.sub)).toBe(0);
    expect(await count('personal_emails', 'member_sub', jane.sub)).toBe(0);
    expect(await server.deps.companies.findInvite('sam@mail.example')).toBeUndefined();
    expect((await server.request('/api/auth/user', { headers: jane.auth })).status).toBe(401);
    expect((await send('/api/auth/login', undefined, { email: jane.email, password: PASSWORD })).status).toBe(401);

    const [goodbye] = await mailTo(jane.email);
    expect(goodbye?.html).toContain('dir="rtl"');
    // The audit line names the user id only.
    const lines = logs.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('account deleted'));
    logs.mockRestore();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(jane.sub);
    expect(lines[0]).not.toContain('jane@');
  });

  it('leaves every other member’s data as it was', async () => {
    expect(await count('crm_leads', 'user_id', bob.sub)).toBe(1);
    expect(await count('crm_contacts', 'owner_sub', bob.sub)).toBe(2);
    expect(await count('theme_events', 'user_id', bob.sub)).toBe(1);
    expect(await server.deps.companies.findInvite('kim@mail.example')).toMatchObject({ invitedBy: bob.sub });
    expect((await exportOf(bob)).status).toBe(200);
  });

  it('lets the deleted member sign up again from scratch', async () => {
    const mailsBefore = (await mailTo(jane.email)).length;
    const signUp = await send('/api/auth/signup', undefined, {
      email: jane.email,
      password: PASSWORD,
      onboardingStep: 0,
    });
    expect(signUp.status, await signUp.clone().text()).toBe(201);
    const code = await latestCode(server, jane.email, mailsBefore);
    expect((await send('/api/auth/verifi', undefined, { email: jane.email, code })).status).toBe(200);
    const login = await bodyOf<Answer<'login'>>(
      await send('/api/auth/login', undefined, { email: jane.email, password: PASSWORD }),
    );
    const again = {
      ...jane,
      token: login.AuthenticationResult.AccessToken,
      auth: bearer(login.AuthenticationResult.AccessToken),
    };
    const exported = await bodyOf<Answer<'exportAccount'>>(await exportOf(again));
    expect(exported.account.userId).not.toBe(jane.sub);
    expect(exported.data).toEqual({
      crm: { leads: [], contacts: [] },
      themeEvents: [],
      progress: {
        rows: { days: [], activeDays: [], runs: { longest: 0 }, moods: [], themes: [], reflections: [] },
        notes: [],
      },
      bookings: [],
      coachConversation: [],
      expertChat: [],
      personalEmail: null,
      sentInvites: [],
    });
  });
});
