import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from '../accounts/memory-rate-limit-store';
import { RateLimiter } from '../accounts/rate-limits';
import { CompanyDirectory } from '../company/company-directory';
import type { PersonalEmailRecord, PersonalEmailStore } from '../personal-email/personal-email';
import type { ObjectStore, StoredObject } from '../ports/object-store';
import type { TemplatedMail, TemplatedMailSender } from '../ports/templated-mail';
import { ForbiddenError, TooManyRequestsError } from '../shared/errors';
import { invitationMessages } from './invitation-rules';
import { InvitationMails, MemberInvitations } from './invitations';

class MemoryObjects implements ObjectStore {
  objects = new Map<string, StoredObject>();
  async get(key: string) {
    return this.objects.get(key);
  }
  async put(key: string, body: Uint8Array | string, options: { contentType?: string } = {}) {
    const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
    const etag = `"${this.objects.size + 1}"`;
    this.objects.set(key, {
      key,
      body: bytes,
      etag,
      contentType: options.contentType ?? 'application/octet-stream',
      lastModified: new Date(),
    });
    return { etag };
  }
  async delete(key: string) {
    this.objects.delete(key);
  }
  async list(prefix: string) {
    return [...this.objects.values()]
      .filter((o) => o.key.startsWith(prefix))
      .map((o) => ({ key: o.key, etag: o.etag, size: o.body.length, lastModified: o.lastModified }));
  }
}

class RecordingSender implements TemplatedMailSender {
  sent: TemplatedMail[] = [];
  async sendTemplate(mail: TemplatedMail) {
    this.sent.push(mail);
    return { messageId: `m-${this.sent.length}` };
  }
}

const APP = 'https://app.kinwell.example';
const jane = { sub: 'sub-jane', email: 'jane@acme.example' };
const bob = { sub: 'sub-bob', email: 'bob@acme.example' };
// What the spec's payloads carry: accepted, never used (the brand and links are the server's own).
const branding = { platformName: 'Evil Corp', logoImage: 'http://evil.example/x.png', brandColor: '#000000' };

async function setup() {
  let now = new Date('2026-03-01T09:00:00Z');
  const companies = new CompanyDirectory(new MemoryObjects(), () => now);
  await companies.create({
    companyId: 'acme',
    accountId: '1',
    name: 'Acme',
    domains: ['acme.example'],
    colors: { primary: '#4c6ef5', secondary: '#f59f00' },
    logoUrl: '/api/s3/company-logo/acme',
  });
  await companies.create({
    companyId: 'globex',
    accountId: '2',
    name: 'Globex',
    domains: ['globex.example'],
    colors: { primary: '#0b7285', secondary: '#e8590c' },
    logoUrl: '',
  });
  const mail = new RecordingSender();
  const limiter = new RateLimiter(new MemoryRateLimitStore(), () => now);
  const members = new MemberInvitations({ companies, limiter });
  const personal = new Map<string, PersonalEmailRecord>();
  const personalEmails: PersonalEmailStore = {
    find: async (sub) => personal.get(sub),
    save: async (sub, record) => {
      personal.set(sub, record);
    },
    recordFailedAttempt: async () => 0,
    delete: async (sub) => {
      personal.delete(sub);
    },
  };
  const mails = new InvitationMails({ companies, limiter, mail, personalEmails, appUrl: APP });
  // One object with both, as a member sees them.
  const invitations = {
    invite: members.invite.bind(members),
    sendPartnerInvite: mails.sendPartnerInvite.bind(mails),
    sendChildInvite: mails.sendChildInvite.bind(mails),
    sendWelcome: mails.sendWelcome.bind(mails),
  };
  return {
    companies,
    mail,
    personal,
    invitations,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

const partnerMail = (toEmail: string) => ({
  ...branding,
  toEmail,
  firstName: 'Sam',
  lastName: 'Doe',
  employeeName: 'Jane Doe',
  activationLink: 'https://evil.example/register',
  supportLink: 'https://evil.example/help',
});

describe('MemberInvitations.invite', () => {
  it("records the invite in the caller's company with who invited", async () => {
    const { invitations, companies } = await setup();
    const invite = await invitations.invite(jane, { email: 'Sam@Gmail.com', companyId: 'acme' });
    expect(invite).toMatchObject({ email: 'sam@gmail.com', companyId: 'acme', invitedBy: 'sub-jane' });
    expect(await companies.findInvite('sam@gmail.com')).toMatchObject({ invitedBy: 'sub-jane' });
  });

  it('refuses another company, and the default one for a company member', async () => {
    const { invitations } = await setup();
    await expect(invitations.invite(jane, { email: 'x@gmail.com', companyId: 'globex' })).rejects.toThrow(
      new ForbiddenError(invitationMessages.otherCompany),
    );
    await expect(invitations.invite(jane, { email: 'x@gmail.com', companyId: '0' })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
  });

  it("lets an invited member of the default company invite with '0'", async () => {
    const { invitations, companies } = await setup();
    await companies.invite('pat@gmail.com', '0');
    const invite = await invitations.invite(
      { sub: 'sub-pat', email: 'pat@gmail.com' },
      { email: 'kid@x.org', companyId: '0' },
    );
    expect(invite.companyId).toBe('default');
  });

  it('allows 10 invitations a day per member', async () => {
    const { invitations, advance } = await setup();
    for (let i = 0; i < 10; i++) await invitations.invite(jane, { email: `p${i}@gmail.com`, companyId: 'acme' });
    await expect(invitations.invite(jane, { email: 'p10@gmail.com', companyId: 'acme' })).rejects.toThrow(
      new TooManyRequestsError(invitationMessages.tooManyInvites),
    );
    // Another member has a budget of their own; the next day the first has one again.
    await invitations.invite(bob, { email: 'q@gmail.com', companyId: 'acme' });
    advance(24 * 3_600_000 + 1);
    await expect(invitations.invite(jane, { email: 'p11@gmail.com', companyId: 'acme' })).resolves.toBeDefined();
  });
});

describe('InvitationMails', () => {
  it("mails a partner the caller invited, with the company's brand and this app's links, whatever the request says", async () => {
    const { invitations, mail } = await setup();
    await invitations.invite(jane, { email: 'sam@gmail.com', companyId: 'acme' });
    expect(await invitations.sendPartnerInvite(jane, partnerMail(' SAM@gmail.com'))).toEqual({ messageId: 'm-1' });
    expect(mail.sent[0]).toEqual({
      to: 'sam@gmail.com',
      template: 'invite',
      data: {
        platformName: 'Kinwell',
        logoImage: `${APP}/api/s3/company-logo/acme`,
        brandColor: '#4c6ef5',
        firstName: 'Sam',
        lastName: 'Doe',
        employeeName: 'Jane Doe',
        inviterEmail: 'jane@acme.example',
        activationLink: `${APP}/signup?bid=acme`,
        supportLink: `${APP}/contact`,
      },
    });
  });

  it('refuses to mail someone the caller did not invite', async () => {
    const { invitations, companies, mail } = await setup();
    await invitations.invite(bob, { email: 'sam@gmail.com', companyId: 'acme' });
    await companies.invite('cli@gmail.com', 'acme');
    for (const to of ['sam@gmail.com', 'cli@gmail.com', 'stranger@gmail.com']) {
      await expect(invitations.sendPartnerInvite(jane, partnerMail(to)), to).rejects.toThrow(
        new ForbiddenError(invitationMessages.notInvitedByYou),
      );
      await expect(
        invitations.sendChildInvite(jane, { ...branding, toEmail: to, firstName: 'Kid', activationLink: '/register' }),
      ).rejects.toBeInstanceOf(ForbiddenError);
    }
    expect(mail.sent).toEqual([]);
  });

  it('brands a child invitation of a company without a logo with the default logo and its colour', async () => {
    const { invitations, mail } = await setup();
    const tom = { sub: 'sub-tom', email: 'tom@globex.example' };
    await invitations.invite(tom, { email: 'kid@gmail.com', companyId: 'globex' });
    await invitations.sendChildInvite(tom, { ...branding, toEmail: 'kid@gmail.com', firstName: 'Kid' });
    expect(mail.sent[0]?.data).toMatchObject({
      logoImage: `${APP}/favicon.svg`,
      brandColor: '#0b7285',
      activationLink: `${APP}/signup?bid=globex`,
    });
  });

  it('links a default-company member to the plain sign-up page', async () => {
    const { invitations, companies, mail } = await setup();
    const pat = { sub: 'sub-pat', email: 'pat@gmail.com' };
    await companies.invite(pat.email, '0');
    await invitations.invite(pat, { email: 'kid@x.org', companyId: '0' });
    await invitations.sendChildInvite(pat, { ...branding, toEmail: 'kid@x.org', firstName: 'Kid' });
    expect(mail.sent[0]?.data).toMatchObject({ activationLink: `${APP}/signup`, brandColor: '#1ab69d' });
  });

  it('sends the welcome mail only to the caller themselves', async () => {
    const { invitations, mail } = await setup();
    const welcome = { ...branding, firstName: 'Jane', activationLink: '/' };
    await expect(invitations.sendWelcome(jane, { ...welcome, toEmail: 'jane.personal@gmail.com' })).rejects.toThrow(
      new ForbiddenError(invitationMessages.welcomeToSelf),
    );
    await invitations.sendWelcome(jane, { ...welcome, toEmail: 'JANE@acme.example' });
    expect(mail.sent).toMatchObject([
      { to: 'jane@acme.example', template: 'welcome', data: { activationLink: `${APP}/dashboard` } },
    ]);
  });

  it("welcomes the member at their personal address once they confirmed it, else at their company's", async () => {
    const { invitations, mail, personal } = await setup();
    const welcome = { toEmail: jane.email, firstName: 'Jane' };
    const record = { codeHash: null, codeExpiresAt: null, failedAttempts: 0 };
    personal.set(jane.sub, { ...record, email: 'jane@home.example', confirmedAt: null });
    await invitations.sendWelcome(jane, welcome);
    personal.set(jane.sub, { ...record, email: 'jane@home.example', confirmedAt: new Date() });
    await invitations.sendWelcome(jane, welcome, 'fr');
    expect(mail.sent.map(({ to, locale }) => ({ to, locale }))).toEqual([
      { to: 'jane@acme.example', locale: undefined },
      { to: 'jane@home.example', locale: 'fr' },
    ]);
  });

  it('allows 20 mails a day per member', async () => {
    const { invitations } = await setup();
    const welcome = { ...branding, toEmail: jane.email, firstName: 'Jane', activationLink: '/' };
    for (let i = 0; i < 20; i++) await invitations.sendWelcome(jane, welcome);
    await expect(invitations.sendWelcome(jane, welcome)).rejects.toThrow(
      new TooManyRequestsError(invitationMessages.tooManyMails),
    );
  });
});

describe('invites sent by a member (export and account deletion)', () => {
  it("lists and removes the member's invites only, keeping others' and the operator's; again is no error", async () => {
    const companies = new CompanyDirectory(new MemoryObjects(), () => new Date('2026-11-01T10:00:00Z'));
    await companies.invite('sam@example.com', '0', { invitedBy: 'sub-1' });
    await companies.invite('lee@example.com', '0', { invitedBy: 'sub-2' });
    await companies.invite('ops@example.com', '0');

    expect((await companies.invitesSentBy('sub-1')).map((i) => i.email)).toEqual(['sam@example.com']);
    await expect(companies.removeInvitesSentBy('sub-1')).resolves.toBe(1);
    await expect(companies.removeInvitesSentBy('sub-1')).resolves.toBe(0);

    expect((await companies.listInvites()).map((i) => i.email).sort()).toEqual(['lee@example.com', 'ops@example.com']);
  });
});
