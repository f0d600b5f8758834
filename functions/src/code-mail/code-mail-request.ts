import { type Locale, preferredLocale } from '@kinwell/core';
import type { AccountCodePurpose } from '@kinwell/email-templates';
import type { CustomEmailSenderTriggerEvent } from 'aws-lambda';

/** What the custom email sender needs to mail one code: who, why, in which language, and the code still sealed. */
export interface CodeMailRequest {
  to: string;
  purpose: AccountCodePurpose;
  locale: Locale;
  /** The code as Cognito sends it: encrypted with the pool's KMS key (AWS Encryption SDK message, base64). */
  encryptedCode: string;
}

/**
 * The Cognito trigger sources that carry a code, and the mail that fits each: confirming an address (sign-up,
 * its resend, a changed or re-verified email, an account an administrator created) or resetting a password.
 * AdminCreateUser's code is a temporary password; the app creates no users that way, so it gets the sign-up mail
 * rather than none. Any other source (MFA codes, account take-over notices) is not used by this pool.
 */
const purposes: Partial<Record<CustomEmailSenderTriggerEvent['triggerSource'], AccountCodePurpose>> = {
  CustomEmailSender_SignUp: 'signup',
  CustomEmailSender_ResendCode: 'signup',
  CustomEmailSender_UpdateUserAttribute: 'signup',
  CustomEmailSender_VerifyUserAttribute: 'signup',
  CustomEmailSender_AdminCreateUser: 'signup',
  CustomEmailSender_ForgotPassword: 'reset',
};

/**
 * The mail a custom-email-sender event asks for, or why none is sent. The recipient's language is the standard
 * `locale` attribute (stored at sign-up), matched on its language part; English when missing or unknown.
 */
export function codeMailRequest(
  event: CustomEmailSenderTriggerEvent,
): { request: CodeMailRequest } | { ignored: string } {
  const purpose = purposes[event.triggerSource];
  if (!purpose) return { ignored: `trigger source ${event.triggerSource} is not handled` };
  const attributes = event.request.userAttributes as Record<string, string | undefined>;
  const to = attributes.email?.trim();
  if (!to) return { ignored: 'the user has no email attribute' };
  const encryptedCode = event.request.code;
  if (!encryptedCode) return { ignored: 'the event carries no code' };
  return { request: { to, purpose, locale: preferredLocale([attributes.locale ?? '']), encryptedCode } };
}
