import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi } from '../../../tests/mock-api';
import { type FinishInput, finishOnboarding } from './finish-onboarding';
import { onboardingApi } from './onboarding-api';
import type { FinishProgress, MemberDraft } from './onboarding-store';

afterEach(() => vi.unstubAllGlobals());

const today = { year: 2026, month: 5, day: 20 };
const member = (id: string, overrides: Partial<MemberDraft>): MemberDraft => ({
  id,
  firstName: '',
  lastName: 'Silva',
  email: '',
  gender: 'Female',
  birthYear: '',
  birthMonth: '5',
  birthDay: '1',
  createChildAccount: false,
  ...overrides,
});
const spouse = member('s', {
  firstName: 'Rui',
  gender: 'Male',
  email: 'Rui.Silva@Gmail.com',
  birthYear: '1991',
  createChildAccount: true,
});
const teen = member('c1', { firstName: 'Lea', email: 'lea@gmail.com', birthYear: '2011', createChildAccount: true });
const young = member('c2', { firstName: 'Tom', gender: 'Male', birthYear: '2018' });

const input = (family = true): FinishInput => ({
  email: 'ana@acme.example',
  userId: 'user-1',
  personalEmail: 'ana@home.example',
  profile: {
    firstName: 'Ana',
    lastName: 'Silva',
    birthYear: '1990',
    birthMonth: '3',
    birthDay: '7',
    country: 'US',
    gender: 'Female',
    maritalStatus: 'Married',
    hasChildren: 'yes',
  },
  goals: ['anxiety', 'burnout'],
  family: family
    ? [
        { relation: 'partner', draft: spouse },
        { relation: 'child', draft: teen },
        { relation: 'child', draft: young },
      ]
    : [],
  origin: 'https://app.example',
  today,
});

/**
 * A CRM and mail server that records what it created; `failing` names calls that fail once, answered by Kinwell
 * (a code and its words) or, `byGateway`, by something in front of it (words without a code).
 */
function fakeServer(failing: Set<string> = new Set(), byGateway = false) {
  let ids = 0;
  const failOnce = (name: string) => {
    if (!failing.has(name)) return undefined;
    failing.delete(name);
    const body = byGateway ? { message: 'Bad Gateway' } : { message: `${name} is down`, code: 'common.upstreamFailed' };
    return { status: 502, body };
  };
  const contactFor = (call: ApiCall) => (call.body as { contactData: { First_Name?: string } }).contactData.First_Name;
  const calls = mockApi({
    'GET /api/s3/validate-domain': { body: { valid: true, accountId: 'acc-1', companyId: 'acme' } },
    'POST /api/zoho/account/get': { body: { accounts: [{ Account_Name: 'Acme Inc', id: 'acc-1' }] } },
    'POST /api/s3/fetch-metadata': {
      body: {
        name: 'Acme',
        logoUrl: '/api/s3/company-logo/acme',
        colors: { primary: '#224466', secondary: '#ee4a62' },
      },
    },
    'POST /api/zoho/lead/get': { body: { leads: [] } },
    'POST /api/zoho/lead/create': () => failOnce('lead') ?? { body: { details: { id: `lead-${++ids}` } } },
    'POST /api/zoho/contact/get': { body: { contacts: [] } },
    'POST /api/zoho/contact/create': (call) =>
      failOnce(`contact:${contactFor(call)}`) ?? { body: { details: { id: `contact-${contactFor(call)}` } } },
    'POST /api/zoho/attach/contact-Ana': { body: { success: true, contactId: 'contact-Ana', accountId: 'acc-1' } },
    'POST /api/s3/update-company-invites': (call) =>
      failOnce(`invite:${(call.body as { email: string }).email}`) ?? { body: { invited: true } },
    'POST /api/ses/send-invite-email': () => failOnce('spouse-mail') ?? { body: { message: 'sent', messageId: 'm1' } },
    'POST /api/ses/send-invite-child-email': () =>
      failOnce('child-mail') ?? { body: { message: 'sent', messageId: 'm2' } },
    'POST /api/ses/send-welcome-email': () => failOnce('welcome') ?? { body: { message: 'sent', messageId: 'm3' } },
  });
  const made = (path: string) => calls.filter((call) => call.path.startsWith(path));
  return { calls, made };
}

const hooks = () => {
  const progress: FinishProgress = { members: {} };
  const sending: boolean[] = [];
  return { progress, sending, setSendingEmail: (value: boolean) => sending.push(value) };
};

describe('finishing onboarding', () => {
  it('creates the lead and contact, links them, records each member with invites, then welcomes the user', async () => {
    const server = fakeServer();
    const h = hooks();
    const failures = await finishOnboarding(onboardingApi, input(), h);
    expect(failures).toEqual([]);

    const [lead] = server.made('/api/zoho/lead/create');
    expect(lead?.body).toEqual({
      leadData: {
        Company: 'Acme',
        Email: 'ana@acme.example',
        Gender: 'Female',
        User_ID: 'user-1',
        Country: 'US',
        Goals: ['anxiety', 'burnout'],
        date_of_birth: '1990-03-07',
        Marital_Status: 'Married',
        First_Name: 'Ana',
        Last_Name: 'Silva',
        Full_Name: 'Ana Silva',
        Personal_Email: 'ana@home.example',
      },
    });
    const contacts = server
      .made('/api/zoho/contact/create')
      .map((call) => (call.body as { contactData: object }).contactData);
    expect(contacts[0]).toMatchObject({
      Account_Name: { id: 'acc-1', name: 'Acme Inc' },
      hasChildren: true,
      User_ID: 'user-1',
    });
    expect(contacts.slice(1)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          First_Name: 'Rui',
          Email: 'rui.silva@gmail.com',
          Contact_Type: 'Partner',
          Partner_Contact: 'contact-Ana',
          Contact_Status: 'Invite sent',
          Date_of_Birth: '1991-05-01',
        }),
        expect.objectContaining({
          First_Name: 'Lea',
          Contact_Type: 'Child',
          Parent: 'contact-Ana',
          Contact_Status: 'Invite sent',
        }),
        expect.objectContaining({
          First_Name: 'Tom',
          Contact_Type: 'Child',
          Parent: 'contact-Ana',
          Contact_Status: 'Invite not sent (<13 not eligible)',
        }),
      ]),
    );
    expect(server.made('/api/zoho/attach/contact-Ana')).toHaveLength(1);
    expect(server.made('/api/s3/update-company-invites').map((call) => call.body)).toEqual(
      expect.arrayContaining([
        { email: 'rui.silva@gmail.com', companyId: 'acme' },
        { email: 'lea@gmail.com', companyId: 'acme' },
      ]),
    );
    expect(server.made('/api/s3/update-company-invites')).toHaveLength(2);
    expect(server.made('/api/ses/send-invite-email')[0]?.body).toEqual({
      toEmail: 'rui.silva@gmail.com',
      firstName: 'Rui',
      lastName: 'Silva',
      employeeName: 'Ana Silva',
      activationLink: 'https://app.example/signup?bid=acme',
      supportLink: 'https://app.example/contact',
      platformName: 'Kinwell',
      logoImage: 'https://app.example/api/s3/company-logo/acme',
      brandColor: '#224466',
    });
    expect(
      server.made('/api/ses/send-invite-child-email').map((call) => (call.body as { toEmail: string }).toEmail),
    ).toEqual(['lea@gmail.com']);
    // The welcome mail goes last, to the user's own company email.
    const last = server.calls.at(-1);
    expect(last?.path).toBe('/api/ses/send-welcome-email');
    expect(last?.body).toMatchObject({ toEmail: 'ana@acme.example', firstName: 'Ana' });
    expect(h.sending).toEqual([true, false]);
  });

  it('runs the family calls in parallel', async () => {
    let inFlight = 0;
    let most = 0;
    const server = fakeServer();
    const fetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      try {
        return await fetch(url, init);
      } finally {
        inFlight--;
      }
    });
    await finishOnboarding(onboardingApi, input(), hooks());
    expect(server.made('/api/zoho/contact/create')).toHaveLength(4);
    // 3 contacts and 2 invite records at once; each invite mail follows its record.
    expect(most).toBe(5);
    const order = server.calls.map((call) => call.path);
    expect(order.indexOf('/api/ses/send-invite-email')).toBeGreaterThan(
      order.indexOf('/api/s3/update-company-invites'),
    );
  });

  it("shows the spec's fallback for a call, never a gateway's words (an answer without a code)", async () => {
    fakeServer(new Set(['lead', 'contact:Rui']), true);
    const failures = await finishOnboarding(onboardingApi, input(), hooks());
    expect(failures).toEqual(
      expect.arrayContaining([
        { item: 'lead', message: 'Failed to create lead' },
        { item: 'member-contact', who: 'Rui Silva', message: 'Failed to create contact' },
      ]),
    );
    expect(JSON.stringify(failures)).not.toContain('Bad Gateway');
  });

  it('after a partial failure keeps what succeeded, and a retry redoes only what failed', async () => {
    const server = fakeServer(new Set(['lead', 'contact:Rui', 'child-mail', 'invite:rui.silva@gmail.com']));
    const h = hooks();
    const first = await finishOnboarding(onboardingApi, input(), h);
    expect(first).toEqual(
      expect.arrayContaining([
        { item: 'lead', message: 'lead is down' },
        { item: 'member-contact', who: 'Rui Silva', message: 'contact:Rui is down' },
        { item: 'member-invite', who: 'Rui Silva', message: 'invite:rui.silva@gmail.com is down' },
        { item: 'member-mail', who: 'Lea Silva', message: 'child-mail is down' },
      ]),
    );
    expect(first).toHaveLength(4);
    expect(server.made('/api/ses/send-invite-email')).toHaveLength(0);
    expect(h.progress.members.c1).toEqual({ contactId: 'contact-Lea', inviteRecorded: true });
    expect(h.progress.welcomeSent).toBe(true);

    const before = server.calls.length;
    const second = await finishOnboarding(onboardingApi, input(), h);
    expect(second).toEqual([]);
    const retried = server.calls.slice(before).map((call) => `${call.method} ${call.path}`);
    expect(retried.sort()).toEqual(
      [
        'POST /api/zoho/lead/get',
        'POST /api/zoho/lead/create',
        'POST /api/zoho/contact/create',
        'POST /api/s3/update-company-invites',
        'POST /api/ses/send-invite-email',
        'POST /api/ses/send-invite-child-email',
      ].sort(),
    );
    // Over both attempts: one contact per person, one invite record and one mail per invited member.
    const names = server
      .made('/api/zoho/contact/create')
      .map((call) => (call.body as { contactData: { First_Name: string } }).contactData.First_Name);
    expect(names.sort()).toEqual(['Ana', 'Lea', 'Rui', 'Rui', 'Tom']);
    // Rui's first create failed (502): only one of the two made a record.
    // Rui's mail waited for his invite record (which failed): it went once, on the retry.
    expect(server.made('/api/ses/send-invite-email')).toHaveLength(1);
    expect(server.made('/api/ses/send-invite-child-email')).toHaveLength(2);
    expect(server.made('/api/ses/send-welcome-email')).toHaveLength(1);
  });

  it('waits for the user contact before recording the family, and shows the fallback words when offline', async () => {
    const server = fakeServer();
    const offline = { ...onboardingApi, createContact: () => Promise.reject(new TypeError('Failed to fetch')) };
    const failures = await finishOnboarding(offline, input(), hooks());
    expect(failures).toEqual([{ item: 'contact', message: 'Failed to create contact' }]);
    expect(server.made('/api/s3/update-company-invites')).toHaveLength(0);
    expect(server.made('/api/ses/')).toHaveLength(0);
  });

  it('uses the default company: no account, invites under 0, link without bid, default logo and colour', async () => {
    const server = fakeServer();
    const h = hooks();
    const failures = await finishOnboarding(onboardingApi, { ...input(), defaultCompanyDomain: 'acme.example' }, h);
    expect(failures).toEqual([]);
    expect(server.made('/api/s3/validate-domain')).toHaveLength(0);
    expect(server.made('/api/zoho/attach')).toHaveLength(0);
    expect(server.made('/api/s3/update-company-invites')[0]?.body).toMatchObject({ companyId: '0' });
    expect(server.made('/api/ses/send-welcome-email')[0]?.body).toMatchObject({
      activationLink: 'https://app.example/signup',
      logoImage: 'https://app.example/favicon.svg',
      brandColor: '#1ab69d',
    });
  });

  it('reports a failed account lookup and tries nothing else', async () => {
    const server = fakeServer();
    mockApi({ 'GET /api/s3/validate-domain': { body: { valid: true, accountId: 'acc-1', companyId: 'acme' } } });
    const failures = await finishOnboarding(onboardingApi, input(false), hooks());
    expect(failures).toEqual([{ item: 'account', message: 'We could not find what you asked for.' }]);
    expect(server.calls).toHaveLength(0);
  });
});
