/**
 * Log lines outlive the data they speak of (a deleted account's lines stay for the log group's retention), so no
 * address, name, token or anything a member wrote may reach them. Code logs ids and codes only; this is the net
 * under it, for what an error's message or a dependency brings along (a SQL error quoting the row it refused).
 */

/** Keys whose values are personal or secret whatever they hold. */
const PERSONAL_KEYS = new Set([
  'email',
  'personalEmail',
  'to',
  'from',
  'firstName',
  'lastName',
  'fullName',
  'displayName',
  'childName',
  'phone',
  'password',
  'code',
  'text',
  'body',
  'content',
  'headers',
  'cookies',
  'authorization',
  'accessToken',
  'refreshToken',
  'idToken',
  'token',
]);

/** Keys whose values are ours, never a member's, and so stay: an error code (`auth.wrongCredentials`) is not a code. */
const OUR_KEYS = new Set(['errorCode']);

const EMAIL = /[^\s@"'<>(),;:[\]]+@[^\s@"'<>(),;:[\]]+/g;

/** The text with every email address in it replaced by `[email]`. */
export const withoutEmails = (text: string) => (text.includes('@') ? text.replace(EMAIL, '[email]') : text);

/**
 * A JSON replacer (Powertools Logger's `jsonReplacerFn`): personal keys' values become `[redacted]` and email
 * addresses in any other string become `[email]`.
 */
export function withoutPersonalData(key: string, value: unknown): unknown {
  if (value === undefined || value === null) return value;
  if (PERSONAL_KEYS.has(key) && !OUR_KEYS.has(key)) return '[redacted]';
  return typeof value === 'string' ? withoutEmails(value) : value;
}
