import type { RateLimiter } from '../accounts/rate-limits';
import type { CompanyDirectory, Invite } from '../company/company-directory';
import type { Locale } from '../i18n/locales';
import { type PersonalEmailStore, productMailAddress } from '../personal-email/personal-email';
import type { MailTemplateData, TemplatedMailSender } from '../ports/templated-mail';
import { normalizeEmail } from '../shared/email';
import {
  assertInvitedBy,
  assertOwnAddress,
  invitationCompany,
  inviteLimitKey,
  mailLimitKey,
  plainText,
} from './invitation-rules';
import { appHomeLink, type MailBranding, memberMailBranding, signUpLink, supportLink } from './mail-branding';

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
  /** Members' personal addresses: product mail goes to a confirmed one (`productMailAddress`). */
  personalEmails: PersonalEmailStore;
  /** This app's public URL (PUBLIC_URL locally, the site URL in AWS): mails link to it and show images from it. */
  appUrl: string;
}

/**
 * What the spec's mail payloads carry (§7). Only the recipient and the names are used: the brand and the links
 * come from the server (the member's company metadata and this app's public URL), so a mail works wherever the
 * app was opened (127.0.0.1, a LAN address) and Kinwell cannot be made to mail someone else's links or images.
 */
interface Requested {
  toEmail: string;
  firstName: string;
  activationLink?: string;
  platformName?: string;
  logoImage?: string;
  brandColor?: string;
}

export type PartnerInviteMail = Requested & {
  lastName: string;
  employeeName: string;
  supportLink?: string;
};
export type ChildInviteMail = Requested;
export type WelcomeMail = Requested;

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

/**
 * The invitation and welcome mails: only to people the member invited, or to the member themselves. Invitees have
 * no language of their own yet: their mail is in the inviting member's (the language of the member's request).
 */
export class InvitationMails {
  constructor(private readonly deps: InvitationMailsDeps) {}

  async sendPartnerInvite(member: Member, input: PartnerInviteMail, locale?: Locale): Promise<{ messageId: string }> {
    const { companyId, branding } = await this.companyOf(member);
    const data: MailTemplateData['invite'] = {
      ...branding,
      firstName: plainText(input.firstName, 'firstName'),
      lastName: plainText(input.lastName, 'lastName'),
      employeeName: plainText(input.employeeName, 'employeeName'),
      inviterEmail: normalizeEmail(member.email),
      activationLink: signUpLink(this.deps.appUrl, companyId),
      supportLink: supportLink(this.deps.appUrl),
    };
    const to = await this.invitedBy(member, input.toEmail);
    await this.deps.limiter.consume(mailLimitKey(member.sub));
    return this.deps.mail.sendTemplate({ to, template: 'invite', data, locale });
  }

  async sendChildInvite(member: Member, input: ChildInviteMail, locale?: Locale): Promise<{ messageId: string }> {
    const { companyId, branding } = await this.companyOf(member);
    const data: MailTemplateData['invite-child'] = {
      ...branding,
      firstName: plainText(input.firstName, 'firstName'),
      inviterEmail: normalizeEmail(member.email),
      activationLink: signUpLink(this.deps.appUrl, companyId),
    };
    const to = await this.invitedBy(member, input.toEmail);
    await this.deps.limiter.consume(mailLimitKey(member.sub));
    return this.deps.mail.sendTemplate({ to, template: 'invite-child', data, locale });
  }

  /**
   * Only to the member themselves: the request names their account email (see `assertOwnAddress`), and the mail goes
   * where their product mail goes, their personal address once they confirmed it, else the account email.
   */
  async sendWelcome(member: Member, input: WelcomeMail, locale?: Locale): Promise<{ messageId: string }> {
    const { branding } = await this.companyOf(member);
    const data: MailTemplateData['welcome'] = {
      ...branding,
      firstName: plainText(input.firstName, 'firstName'),
      activationLink: appHomeLink(this.deps.appUrl),
    };
    assertOwnAddress(input.toEmail, member.email);
    await this.deps.limiter.consume(mailLimitKey(member.sub));
    const to = await productMailAddress({ store: this.deps.personalEmails }, member);
    return this.deps.mail.sendTemplate({ to: normalizeEmail(to), template: 'welcome', data, locale });
  }

  private async invitedBy(member: Member, toEmail: string): Promise<string> {
    const invite = assertInvitedBy(await this.deps.companies.findInvite(toEmail), member.sub);
    return invite.email;
  }

  /** The member's company and its brand. */
  private companyOf(member: Member): Promise<{ companyId: string | undefined; branding: MailBranding }> {
    return memberMailBranding(this.deps.companies, member.email, this.deps.appUrl);
  }
}
