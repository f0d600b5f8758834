import type { LimitedKey, RateLimitRule } from '../accounts/rate-limits';
import type { Invite } from '../company/company-directory';
import { companyIdFromInvite, DEFAULT_COMPANY_ID } from '../company/default-company';
import { normalizeEmail } from '../shared/email';
import { ForbiddenError, ValidationError } from '../shared/errors';

/**
 * Who may invite whom, and what an invitation mail may carry. Kinwell must not become a way to mail
 * strangers or to hand out eligibility: only signed-in members invite, only into their own company, a
 * bounded number a day, and invitation mails go only to people the caller invited.
 */
export const invitationMessages = {
  notAMember: 'Only members of a company can send invitations.',
  otherCompany: 'You can only invite people into your own company.',
  notInvitedByYou: 'You can only send an invitation email to someone you have invited.',
  welcomeToSelf: 'The welcome email can only be sent to your own email address.',
  tooManyInvites: 'You have sent too many invitations today. Please try again tomorrow.',
  tooManyMails: 'You have sent too many emails today. Please try again tomorrow.',
  controlCharacters: (field: string) => `${field} contains characters that are not allowed`,
} as const;

const DAY = 24 * 3_600_000;

/**
 * Per member: 10 invitations a day covers a partner and several children with retries to spare; 20
 * mails a day covers sending each of them (and the welcome) again after a failure.
 */
export const invitationRateLimits = {
  invitesPerUser: { limit: 10, windowMs: DAY, message: invitationMessages.tooManyInvites },
  mailsPerUser: { limit: 20, windowMs: DAY, message: invitationMessages.tooManyMails },
} as const satisfies Record<string, RateLimitRule>;

export const inviteLimitKey = (sub: string): LimitedKey => ({
  bucket: `invite:user:${sub}`,
  rule: invitationRateLimits.invitesPerUser,
});
export const mailLimitKey = (sub: string): LimitedKey => ({
  bucket: `invite-mail:user:${sub}`,
  rule: invitationRateLimits.mailsPerUser,
});

/** The company a signed-in member belongs to: their domain's company, else the company of their own invite. */
export interface Membership {
  eligible: boolean;
  companyId?: string | undefined;
}

/**
 * The company an invitation lands in: the one the caller asked for, which must be the caller's own.
 * '0' (the default company, spec §7) only when the caller belongs to the default company.
 */
export function invitationCompany(membership: Membership, requestedCompanyId: string): string {
  if (!membership.eligible || !membership.companyId) throw new ForbiddenError(invitationMessages.notAMember);
  const requested = companyIdFromInvite(requestedCompanyId);
  if (requested !== membership.companyId) throw new ForbiddenError(invitationMessages.otherCompany);
  return requested;
}

export const isDefaultCompany = (companyId: string) => companyIdFromInvite(companyId) === DEFAULT_COMPANY_ID;

/** An invitation mail goes only to an address the caller invited (so a retry re-sends to the same people). */
export function assertInvitedBy(invite: Invite | undefined, callerSub: string): Invite {
  if (!invite || invite.invitedBy !== callerSub) throw new ForbiddenError(invitationMessages.notInvitedByYou);
  return invite;
}

/**
 * The welcome mail goes only to the caller's own account email. A personal address the user typed in
 * onboarding is not proven to be theirs (nothing verified it), so it is not accepted.
 */
export function assertOwnAddress(toEmail: string, callerEmail: string): void {
  if (normalizeEmail(toEmail) !== normalizeEmail(callerEmail))
    throw new ForbiddenError(invitationMessages.welcomeToSelf);
}

// C0 and C1 controls, including CR and LF (a subject line must stay one header), and bidi overrides.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** A value printed in a mail as text: the names a member gave. */
export function plainText(value: string, field: string): string {
  if (CONTROL.test(value)) throw new ValidationError(invitationMessages.controlCharacters(field));
  return value.trim();
}
