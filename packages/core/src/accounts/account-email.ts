import { normalizeEmail } from '../shared/email';
import { authMessages } from './auth-messages';

/**
 * What an account email must look like: zod 4's email pattern (the API checked addresses with `z.email()`
 * before this rule moved here), so the API and the forms accept exactly the same addresses.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** At most this long (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** The problem with a typed account email (trimmed, case-insensitive), with the spec's words, or undefined. */
export function accountEmailProblem(email: string): string | undefined {
  const normalized = normalizeEmail(email);
  if (normalized === '') return authMessages.emailRequired;
  if (normalized.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(normalized)) return authMessages.invalidEmail;
  return undefined;
}
