import { authMessages } from '@kinwell/core';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type AuthMessageKey = keyof typeof authMessages;

/**
 * The words of `authMessages` (core), as catalog entries so they can be translated. The English must stay
 * word for word the same as core's (a test checks it): the server answers with core's words, and the text a
 * user reads is looked up by them.
 */
const TEXT: Record<AuthMessageKey, MessageDescriptor> = {
  emailOrPasswordMissing: msg`Please provide the email or password`,
  emailRequired: msg`Email is required`,
  invalidEmail: msg`Invalid email format`,
  codeMissing: msg`Please insert verification code sent to your email`,
  sixDigitCodeRequired: msg`Enter the 6-digit code sent to your mailbox`,
  invalidCode: msg`Invalid verification code provided, please try again.`,
  passwordRequired: msg`Password is required`,
  passwordTooShort: msg`Password must be at least 8 characters`,
  passwordNeedsDigit: msg`Password must contain at least one number`,
  passwordNeedsSpecial: msg`Password must contain at least one special character`,
  passwordNeedsUpper: msg`Password must contain at least one uppercase letter`,
  passwordNeedsLower: msg`Password must contain at least one lowercase letter`,
  userNotConfirmed: msg`User not yet confirmed`,
  codeResent: msg`Confirmation code sent again to your email`,
  codeResendFailed: msg`Failed to resend confirmation code. Please try later.`,
  registered: msg`Registration successful`,
  verified: msg`Verification successful`,
  passwordReset: msg`Your password has been successfully reset`,
  passwordResetFailed: msg`Failed to confirm new password`,
  emailNotFound: msg`Email not found`,
  onboardingUpdateFailed: msg`Error when updating onboarding status`,
  wrongCredentials: msg`Incorrect username or password.`,
  expiredCode: msg`Invalid code provided, please request a code again.`,
  accountExists: msg`An account with the given email already exists.`,
  resetCodeSent: msg`If an account exists for this email, a code is on its way.`,
  alreadyConfirmed: msg`This account is already verified. Please log in.`,
  notEligible: msg`Kinwell is open to employees of our client companies and the people they invite. Sign up with your company email, or ask your family member to invite you.`,
  sessionExpired: msg`Your session has expired. Please log in again.`,
  signInRequired: msg`Please log in to continue.`,
  tooManyAttempts: msg`Too many attempts. Please wait a few minutes and try again.`,
  notYourAccount: msg`You can only update your own account.`,
  loggedOut: msg`You have been logged out.`,
  tokensStored: msg`Session saved`,
  personalEmailIsCompanyEmail: msg`Please enter a personal email, not your company email.`,
  personalEmailNoCode: msg`There is no code to confirm. Please ask for a new code.`,
};

const byEnglish = new Map<string, MessageDescriptor>(
  (Object.keys(TEXT) as AuthMessageKey[]).map((key) => [authMessages[key], TEXT[key]]),
);

/**
 * The account screens' words of a failed call: core's English entry for an `auth.*` code (the rules and fields
 * below key on it, and `authMessageText` translates it), else the server's message, already in the user's language.
 */
export function authMessageOf(error: { code?: string | undefined; message: string }): string {
  const key = error.code?.startsWith('auth.') ? error.code.slice('auth.'.length) : undefined;
  return key && Object.hasOwn(authMessages, key) ? authMessages[key as AuthMessageKey] : error.message;
}

/** A message from core or from the server, in the user's language; unknown messages are shown as they are. */
export function authMessageText(i18n: I18n, message: string): string {
  const descriptor = byEnglish.get(message);
  return descriptor ? i18n._(descriptor) : message;
}

/** Tests only: every entry, by key. */
export const authMessageDescriptors = TEXT;
