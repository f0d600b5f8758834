import type { RateLimiter } from '../accounts/rate-limits';
import type { CompanyDirectory, Invite } from '../company/company-directory';
import type { MailTemplateData, TemplatedMailSender } from '../ports/templated-mail';
import { normalizeEmail } from '../shared/email';
import {
  appLink,
  assertInvitedBy,
  assertOwnAddress,
  brandColor,
  invitationCompany,
  inviteLimitKey,
  mailImage,
  mailLimitKey,
  plainText,
} from './invitation-rules';

/** The signed-in member acting: their user id and their account (company) email, both from the identity port. */
export interface Member {
  sub: string;
  email: string;
}

export interface MemberInvitationsDeps {
  companies: CompanyDirectory;
  limiter: RateLimiter;
}

export interface InvitationMailsDeps extends MemberInvitationsDeps {
  mail: TemplatedMailSender;
  /** This app's public URL: links in mails must point into it. */
  appUrl: string;
}

interface Branding {
  platformName: string;
  logoImage: string;
  brandColor: string;
}
interface Linked {
  toEmail: string;
  firstName: string;
  activationLink: string;
}

export type PartnerInviteMail = Branding & Linked & { lastName: string; employeeName: string; supportLink: string };
export type ChildInviteMail = Branding & Linked;
export type WelcomeMail = Branding & Linked;

/**
 * Spec §4 "Finishing family step": a member records invites into their own company (this), then mails the
 * people they invited and gets their own welcome mail (`InvitationMails`).
 */
export class MemberInvitations {
  constructor(private readonly deps: MemberInvitationsDeps) {}

  /** Records that `email` may sign up into the caller's company ('0' for the default company). */
  async invite(member: Member, input: { email: string; companyId: string }): Promise<Invite> {
    const companyId = invitationCompany(await this.deps.companies.eligibility(member.email), input.companyId);
    await this.deps.limiter.consume(inviteLimitKey(member.sub));
    return this.deps.companies.invite(input.email, companyId, { invitedBy: member.sub });
  }
}

/** The invitation and welcome mails: only to people the member invited, or to the member themselves. */
export class InvitationMails {
  constructor(private readonly deps: InvitationMailsDeps) {}

  async sendPartnerInvite(member: Member, input: PartnerInviteMail): Promise<{ messageId: string }> {
    const data: MailTemplateData['invite'] = {
      ...this.branding(input),
      firstName: plainText(input.firstName, 'firstName'),
      lastName: plainText(input.lastName, 'lastName'),
      employeeName: plainText(input.employeeName, 'employeeName'),
      inviterEmail: normalizeEmail(member.email),
      activationLink: appLink(input.activationLink, this.deps.appUrl, 'activationLink'),
      supportLink: appLink(input.supportLink, this.deps.appUrl, 'supportLink'),
    };
    const to = await this.invitedBy(member, input.toEmail);
    await this.deps.limiter.consume(mailLimitKey(member.sub));
    return this.deps.mail.sendTemplate({ to, template: 'invite', data });
  }

  async sendChildInvite(member: Member, input: ChildInviteMail): Promise<{ messageId: string }> {
    const data: MailTemplateData['invite-child'] = {
      ...this.branding(input),
      firstName: plainText(input.firstName, 'firstName'),
      inviterEmail: normalizeEmail(member.email),
      activationLink: appLink(input.activationLink, this.deps.appUrl, 'activationLink'),
    };
    const to = await this.invitedBy(member, input.toEmail);
    await this.deps.limiter.consume(mailLimitKey(member.sub));
    return this.deps.mail.sendTemplate({ to, template: 'invite-child', data });
  }

  /** Only to the member's own account email (see `assertOwnAddress`). */
  async sendWelcome(member: Member, input: WelcomeMail): Promise<{ messageId: string }> {
    const data: MailTemplateData['welcome'] = {
      ...this.branding(input),
      firstName: plainText(input.firstName, 'firstName'),
      activationLink: appLink(input.activationLink, this.deps.appUrl, 'activationLink'),
    };
    assertOwnAddress(input.toEmail, member.email);
    await this.deps.limiter.consume(mailLimitKey(member.sub));
    return this.deps.mail.sendTemplate({ to: normalizeEmail(member.email), template: 'welcome', data });
  }

  private async invitedBy(member: Member, toEmail: string): Promise<string> {
    const invite = assertInvitedBy(await this.deps.companies.findInvite(toEmail), member.sub);
    return invite.email;
  }

  private branding(input: Branding): Branding {
    return {
      platformName: plainText(input.platformName, 'platformName'),
      logoImage: mailImage(input.logoImage, this.deps.appUrl, 'logoImage'),
      brandColor: brandColor(input.brandColor),
    };
  }
}
