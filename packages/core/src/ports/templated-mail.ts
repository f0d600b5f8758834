import type { Locale } from '../i18n/locales';

/**
 * The templated-mail port: SES v2 templates in AWS, the local mailbox (rendered with the same templates)
 * on the local runtime. Each template names the values it is filled with; the templates themselves live
 * in packages/email-templates, the one source for the SES templates and the local rendering.
 */
interface Branding {
  /** The product name as the company shows it. */
  platformName: string;
  /** An https URL (or one on this app) of the company's logo. */
  logoImage: string;
  /** #rrggbb */
  brandColor: string;
}

export interface MailTemplateData {
  /** A spouse or partner invited by an employee. */
  invite: Branding & {
    firstName: string;
    lastName: string;
    /** The employee's name, as they gave it. */
    employeeName: string;
    /** The inviting member's account email, filled by the server (the recipient can trust it). */
    inviterEmail: string;
    activationLink: string;
    supportLink: string;
  };
  /** A child (13 or older) invited by a parent. */
  'invite-child': Branding & { firstName: string; inviterEmail: string; activationLink: string };
  /** The member's own welcome once onboarding is done. */
  welcome: Branding & { firstName: string; activationLink: string };
  /** The confirmation, to the account's address, that the member's account and data are deleted. */
  'account-deleted': Branding;
  /** The 6-digit code that confirms a member's personal address, mailed to that address. */
  'personal-email-code': { code: string; expiresInMinutes: string };
  /** A visitor's message from the public contact form, to the Kinwell team. */
  contact: { name: string; email: string; company: string; topic: string; message: string; receivedAt: string };
}

export type MailTemplateName = keyof MailTemplateData;

export interface TemplatedMail<T extends MailTemplateName = MailTemplateName> {
  to: string;
  template: T;
  data: MailTemplateData[T];
  /** The recipient's language (the sender's when the recipient's is unknown); English when absent. */
  locale?: Locale | undefined;
}

export interface TemplatedMailSender {
  /**
   * Sends one templated mail. Throws `MailDeliveryError` (502) when the mail service refuses or fails,
   * so the caller can tell the user to try again.
   */
  sendTemplate<T extends MailTemplateName>(mail: TemplatedMail<T>): Promise<{ messageId: string }>;
}
