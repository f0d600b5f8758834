import type {
  Clock,
  IdentityProvider,
  MailBranding,
  Member,
  PersonalDataStore,
  RateLimiter,
  TemplatedMailSender,
} from '@kinwell/core';

export interface AccountDeps {
  identity: IdentityProvider;
  /** Password checks count against the login limits: deletion must not become a way round them. */
  limiter: RateLimiter;
  /** Every store that holds a member's personal data: what the export reads and the deletion erases. */
  personalData: readonly PersonalDataStore[];
  /** Where the deletion's confirmation goes out (SES templates, the local mailbox). */
  mail: TemplatedMailSender;
  /** The member's company brand for the confirmation mail. */
  branding(member: Member): Promise<MailBranding>;
  clock: Clock;
}
