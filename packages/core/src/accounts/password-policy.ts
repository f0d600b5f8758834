import { authMessages } from './auth-messages';

/** Spec §5 and §9: at least 8 characters, with a digit, a special character, an upper- and a lowercase letter. */
export const PASSWORD_MIN_LENGTH = 8;

// Cognito's set of special characters, so a password accepted here is accepted by the user pool too.
const SPECIAL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/;

/** The first rule a password breaks, as the message to show; undefined when it meets them all. */
export function passwordProblem(password: string): string | undefined {
  if (!password) return authMessages.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return authMessages.passwordTooShort;
  if (!/[0-9]/.test(password)) return authMessages.passwordNeedsDigit;
  if (!SPECIAL.test(password)) return authMessages.passwordNeedsSpecial;
  if (!/[A-Z]/.test(password)) return authMessages.passwordNeedsUpper;
  if (!/[a-z]/.test(password)) return authMessages.passwordNeedsLower;
  return undefined;
}

/** What `passwordProblem` answers for a password typed but too weak: forms show these on the password field. */
export const WEAK_PASSWORD_MESSAGES: readonly string[] = [
  authMessages.passwordTooShort,
  authMessages.passwordNeedsDigit,
  authMessages.passwordNeedsSpecial,
  authMessages.passwordNeedsUpper,
  authMessages.passwordNeedsLower,
];
