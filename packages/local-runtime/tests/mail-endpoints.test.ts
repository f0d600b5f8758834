import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpAndLogin } from './support/accounts';
import { type Answer, bodyOf } from './support/answers';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let jane: string;
let bob: string;

const post = (path: string, json: unknown, token?: string) =>
  server.request(path, { method: 'POST', json, ...(token ? { headers: bearer(token) } : {}) });
const invite = (token: string, email: string, companyId = 'acme') =>
  post('/api/s3/update-company-invites', { email, companyId }, token);
const mailTo = async (email: string) =>
  (await bodyOf<Answer<'listMail'>>(await server.request(`/api/dev/mail?to=${encodeURIComponent(email)}`))).messages;

// What the spec's payloads carry. The server ignores them: the brand and links are its own (company metadata,
// its public URL), so these values, which would be a phishing mail, must never show in a mail.
const branding = () => ({
  platformName: 'Evil Corp',
  logoImage: 'http://evil.example/logo.png',
  brandColor: '#000000',
});
const partnerMail = (toEmail: string) => ({
  ...branding(),
  toEmail,
  firstName: 'Sam',
  lastName: "O'Neil",
  employeeName: 'Jane Doe',
  activationLink: 'https://evil.example/register',
  supportLink: '//evil.example/help',
});
const childMail = (toEmail: string) => ({
  ...branding(),
  toEmail,
  firstName: 'Lee',
  activationLink: 'https://evil.example/register',
});
const welcomeMail = (toEmail: string) => ({
  ...branding(),
  toEmail,
  firstName: 'Jane',
  activationLink: 'https://evil.example/',
});

beforeAll(async () => {
  server = await startTestServer();
  jane = (await signUpAndLogin(server, 'jane@acme.example')).AccessToken;
  bob = (await signUpAndLogin(server, 'bob@acme.example')).AccessToken;
  for (const email of ['sam@gmail.com', 'lee@gmail.com']) expect((await invite(jane, email)).status).toBe(200);
  expect((await invite(bob, 'bobs-partner@gmail.com')).status).toBe(200);
});
afterAll(() => server.stop());

describe('POST /api/ses/send-invite-email', () => {
  it("lands in the partner's mailbox with the company's logo, colour and both names", async () => {
    const answer = await post('/api/ses/send-invite-email', partnerMail('Sam@Gmail.com'), jane);
    expect(answer.status).toBe(200);
    const { message, messageId } = await bodyOf<Answer<'sendInviteEmail'>>(answer);
    expect(message).toBe('Invitation email sent');
    expect(messageId).toEqual(expect.any(String));

    const [mail, ...older] = await mailTo('sam@gmail.com');
    expect(older).toEqual([]);
    expect(mail?.subject).toBe('Jane Doe invited you to join Kinwell');
    expect(mail?.html).toContain(`<img src="${server.url}/api/s3/company-logo/acme" alt="Kinwell"`);
    expect(mail?.html).toContain('background-color:#4c6ef5');
    expect(mail?.html).toContain('<strong>Jane Doe</strong> (jane@acme.example) has invited you');
    expect(mail?.html).toContain('Sam O&#x27;Neil');
    expect(mail?.text).toContain("Jane Doe (jane@acme.example) has invited you, Sam O'Neil, to join Kinwell");
    expect(mail?.text).toContain(`${server.url}/signup?bid=acme`);
    expect(mail?.text).toContain(`${server.url}/contact`);
    expect(`${mail?.html}${mail?.text}`).not.toMatch(/evil/i);
  });

  it('answers 401 without a token', async () => {
    for (const [path, body] of [
      ['/api/ses/send-invite-email', partnerMail('sam@gmail.com')],
      ['/api/ses/send-invite-child-email', childMail('lee@gmail.com')],
      ['/api/ses/send-welcome-email', welcomeMail('jane@acme.example')],
    ] as const) {
      const answer = await post(path, body);
      expect(answer.status, path).toBe(401);
    }
  });

  it('answers 403 for an address the caller did not invite, and sends nothing', async () => {
    for (const to of ['stranger@gmail.com', 'bobs-partner@gmail.com']) {
      const answer = await post('/api/ses/send-invite-email', partnerMail(to), jane);
      expect(answer.status, to).toBe(403);
      expect(await answer.json()).toMatchObject({
        message: 'You can only send an invitation email to someone you have invited.',
      });
      expect(await mailTo(to)).toEqual([]);
    }
  });

  it('sends without the brand and links of the payload, which are optional', async () => {
    const { platformName, logoImage, brandColor, activationLink, supportLink, ...names } = partnerMail('sam@gmail.com');
    const answer = await post('/api/ses/send-invite-email', names, jane);
    expect(answer.status).toBe(200);
    const [mail] = await mailTo('sam@gmail.com');
    expect(mail?.text).toContain(`${server.url}/signup?bid=acme`);
  });
});

describe("mail in the member's language", () => {
  it("writes an Arabic member's code and invitation in Arabic, right to left", async () => {
    const email = 'layla@acme.example';
    const arabic = { 'accept-language': 'ar' };
    const signUp = await server.request('/api/auth/signup', {
      method: 'POST',
      json: { email, password: 'Kinwell-2026', onboardingStep: 0 },
      headers: arabic,
    });
    expect(signUp.status).toBe(201);
    const [codeMail] = await mailTo(email);
    expect(codeMail?.subject).toBe('رمز التحقق الخاص بك في Kinwell');
    expect(codeMail?.html).toContain('<html lang="ar" dir="rtl"');
    const code = /\b(\d{6})\b/.exec(codeMail?.text ?? '')?.[1];
    expect((await post('/api/auth/verifi', { email, code })).status).toBe(200);
    // The invitation follows the inviting member's language: the invitee has none of their own yet.
    const login = await post('/api/auth/login', { email, password: 'Kinwell-2026' });
    const { AccessToken } = (await bodyOf<Answer<'login'>>(login)).AuthenticationResult;
    expect((await invite(AccessToken, 'omar@gmail.com')).status).toBe(200);
    const sent = await server.request('/api/ses/send-invite-email', {
      method: 'POST',
      json: partnerMail('omar@gmail.com'),
      headers: { ...bearer(AccessToken), ...arabic },
    });
    expect(sent.status).toBe(200);
    const [invitation] = await mailTo('omar@gmail.com');
    expect(invitation?.subject).toBe('يدعوك Jane Doe للانضمام إلى Kinwell');
    expect(invitation?.html).toContain('<html lang="ar" dir="rtl"');
    expect(
      invitation?.text
        .split('\n')
        .filter((line) => line.trim())
        .every((line) => line.startsWith('\u200f')),
    ).toBe(true);
    expect(invitation?.text).toContain(`${server.url}/signup?bid=acme`);
  });

  it("writes the welcome mail in the member's stored language, which onboarding keeps current", async () => {
    const email = 'amira@acme.example';
    const signUp = await server.request('/api/auth/signup', {
      method: 'POST',
      json: { email, password: 'Kinwell-2026', onboardingStep: 0 },
      headers: { 'accept-language': 'ar' },
    });
    expect(signUp.status).toBe(201);
    const code = /\b(\d{6})\b/.exec((await mailTo(email))[0]?.text ?? '')?.[1];
    expect((await post('/api/auth/verifi', { email, code })).status).toBe(200);
    const login = await post('/api/auth/login', { email, password: 'Kinwell-2026' });
    const { AccessToken } = (await bodyOf<Answer<'login'>>(login)).AuthenticationResult;
    const welcome = async () => {
      const sent = await server.request('/api/ses/send-welcome-email', {
        method: 'POST',
        json: { ...welcomeMail(email), firstName: 'Amira' },
        headers: { ...bearer(AccessToken), 'accept-language': 'en' },
      });
      expect(sent.status).toBe(200);
      const welcomes = (await mailTo(email)).filter((mail) => mail.subject.includes('Amira'));
      return welcomes.map((mail) => /<html lang="(\w+)" dir="(\w+)"/.exec(mail.html)?.slice(1).join(' ')).sort();
    };
    // Asked in English, but Amira signed up in Arabic: her mail is in her language.
    expect(await welcome()).toEqual(['ar rtl']);
    // She goes on in French: the next onboarding step stores it, and her next mail is in French.
    const step = await server.request('/api/auth/update-onboarding', {
      method: 'POST',
      json: { email, step: 1 },
      headers: { ...bearer(AccessToken), 'accept-language': 'fr' },
    });
    expect(step.status).toBe(200);
    expect(await welcome()).toEqual(['ar rtl', 'fr ltr']);
  });
});

describe('POST /api/ses/send-invite-child-email', () => {
  it("lands in the child's mailbox, saying which parent invited them", async () => {
    const answer = await post('/api/ses/send-invite-child-email', childMail('lee@gmail.com'), jane);
    expect(answer.status).toBe(200);
    const [mail] = await mailTo('lee@gmail.com');
    expect(mail?.subject).toBe('Your family invited you to join Kinwell');
    expect(mail?.html).toContain(`src="${server.url}/api/s3/company-logo/acme"`);
    expect(mail?.html).toContain('bgcolor="#4c6ef5"');
    expect(mail?.text).toContain('Your parent jane@acme.example has invited you, Lee,');
  });

  it('refuses a child someone else invited (403)', async () => {
    const answer = await post('/api/ses/send-invite-child-email', childMail('lee@gmail.com'), bob);
    expect(answer.status).toBe(403);
  });
});

describe('POST /api/ses/send-welcome-email', () => {
  it("lands in the caller's own mailbox", async () => {
    const answer = await post('/api/ses/send-welcome-email', welcomeMail('jane@acme.example'), jane);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ message: 'Welcome email sent' });
    const [mail] = await mailTo('jane@acme.example');
    expect(mail?.subject).toBe('Welcome to Kinwell, Jane');
    expect(mail?.html).toContain(`src="${server.url}/api/s3/company-logo/acme"`);
  });

  it('refuses any other address, a personal one included (403)', async () => {
    for (const to of ['jane.personal@gmail.com', 'bob@acme.example']) {
      const answer = await post('/api/ses/send-welcome-email', welcomeMail(to), jane);
      expect(answer.status, to).toBe(403);
      expect(await answer.json()).toMatchObject({
        message: 'The welcome email can only be sent to your own email address.',
      });
    }
  });
});

describe('limits and companies', () => {
  it('answers 429 once a member has sent 20 mails today', async () => {
    const max = (await signUpAndLogin(server, 'max@acme.example')).AccessToken;
    const send = () => post('/api/ses/send-welcome-email', welcomeMail('max@acme.example'), max);
    for (let i = 0; i < 20; i++) expect((await send()).status).toBe(200);
    const over = await send();
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({
      message: 'You have sent too many emails today. Please try again tomorrow.',
    });
    const welcomes = (await mailTo('max@acme.example')).filter((m) => m.subject.startsWith('Welcome to'));
    expect(welcomes).toHaveLength(20);
  });

  it('keeps a member of acme from inviting into another company, or mailing its invitees', async () => {
    await server.deps.companies.create({
      companyId: 'globex',
      accountId: '99',
      name: 'Globex',
      domains: ['globex.example'],
      colors: { primary: '#0b7285', secondary: '#e8590c' },
      logoUrl: '/api/s3/company-logo/globex',
    });
    const answer = await invite(jane, 'friend@gmail.com', 'globex');
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ message: 'You can only invite people into your own company.' });
    expect(await server.deps.companies.findInvite('friend@gmail.com')).toBeUndefined();

    const hank = (await signUpAndLogin(server, 'hank@globex.example')).AccessToken;
    expect((await invite(hank, 'hanks-partner@gmail.com', 'globex')).status).toBe(200);
    const mail = await post('/api/ses/send-invite-email', partnerMail('hanks-partner@gmail.com'), jane);
    expect(mail.status).toBe(403);
  });

  it('answers 502 with a message to show when the mail cannot be sent', async () => {
    const folder = join(server.dataDir, 'mail');
    const saved = await mailTo('lee@gmail.com');
    await rm(folder, { recursive: true, force: true });
    await writeFile(folder, '');
    try {
      const answer = await post('/api/ses/send-invite-child-email', childMail('lee@gmail.com'), jane);
      expect(answer.status).toBe(502);
      expect(await answer.json()).toMatchObject({
        message: 'We could not send the email right now. Please try again in a few minutes.',
      });
    } finally {
      await rm(folder, { force: true });
    }
    expect(saved).toHaveLength(1);
  });
});
