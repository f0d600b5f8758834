import { authMessages } from '../accounts/auth-messages';
import type { RateLimiter, RateLimitRule } from '../accounts/rate-limits';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import type { Clock } from '../ports/clock';
import type { TemplatedMailSender } from '../ports/templated-mail';
import { normalizeEmail } from '../shared/email';
import { ValidationError } from '../shared/errors';

/** The member acting: their user id and account (company) email, from the identity port. */
export interface PersonalEmailMember {
  sub: string;
  email: string;
}

/** A member's personal address as stored: the code is kept only as a hash, and only until it is used. */
export interface PersonalEmailRecord {
  email: string;
  confirmedAt: Date | null;
  codeHash: string | null;
  codeExpiresAt: Date | null;
  /** Wrong codes typed since the code was sent. */
  failedAttempts: number;
}

/** Where the records live (SQL in both runtimes). */
export interface PersonalEmailStore {
  find(memberSub: string): Promise<PersonalEmailRecord | undefined>;
  save(memberSub: string, record: PersonalEmailRecord): Promise<void>;
  /** Counts one wrong code in one statement (so parallel guesses all count); the new count. */
  recordFailedAttempt(memberSub: string): Promise<number>;
  /** Forgets the member's address (their account deletion); none recorded is no error. */
  delete(memberSub: string): Promise<void>;
}

/** Makes and hashes confirmation codes (node:crypto in the runtimes). */
export interface ConfirmationCodes {
  /** A fresh, uniformly random 6-digit code. */
  generate(): string;
  /** A one-way hash of a code, bound to the member, so a leaked table reveals no codes. */
  hash(memberSub: string, code: string): string;
}

export interface PersonalEmailDeps {
  store: PersonalEmailStore;
  codes: ConfirmationCodes;
  mail: TemplatedMailSender;
  limiter: RateLimiter;
  clock: Clock;
}

/** A code lives 15 minutes and takes 5 wrong guesses: 5 in a million, then a new code (rate limited) is needed. */
export const PERSONAL_EMAIL_CODE_TTL_MINUTES = 15;
export const PERSONAL_EMAIL_MAX_ATTEMPTS = 5;

/** Codes mailed per member per hour: enough to fix a typo, too few to make Kinwell a spam cannon. */
export const personalEmailMailLimit: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 };

export const personalEmailLimitKey = (memberSub: string) => ({
  bucket: `personal-email:member:${memberSub}`,
  rule: personalEmailMailLimit,
});

/** What the member sees of their personal address. */
export interface PersonalEmailStatus {
  /** The personal address on record, or null when none was given. */
  email: string | null;
  confirmed: boolean;
  /** A code was mailed and can still be typed. */
  codePending: boolean;
}

export function personalEmailStatus(record: PersonalEmailRecord | undefined, now: Date): PersonalEmailStatus {
  if (!record) return { email: null, confirmed: false, codePending: false };
  return {
    email: record.email,
    confirmed: record.confirmedAt !== null,
    codePending: codeUsable(record, now),
  };
}

function codeUsable(record: PersonalEmailRecord, now: Date): boolean {
  return (
    record.codeHash !== null &&
    record.codeExpiresAt !== null &&
    record.codeExpiresAt.getTime() > now.getTime() &&
    record.failedAttempts < PERSONAL_EMAIL_MAX_ATTEMPTS
  );
}

/** Where product mail (welcome, reminders) goes: the confirmed personal address, else the company one. */
export function productMailAddressOf(member: PersonalEmailMember, record: PersonalEmailRecord | undefined): string {
  return record?.confirmedAt ? record.email : member.email;
}

export async function productMailAddress(
  deps: Pick<PersonalEmailDeps, 'store'>,
  member: PersonalEmailMember,
): Promise<string> {
  return productMailAddressOf(member, await deps.store.find(member.sub));
}

export async function readPersonalEmail(
  deps: Pick<PersonalEmailDeps, 'store' | 'clock'>,
  member: PersonalEmailMember,
): Promise<PersonalEmailStatus> {
  return personalEmailStatus(await deps.store.find(member.sub), deps.clock.now());
}

/**
 * Records `email` as the member's personal address and mails a code to that very address, so only its owner
 * can confirm it. A new address starts unconfirmed; asking again for the confirmed address changes nothing.
 */
export async function requestPersonalEmailConfirmation(
  deps: PersonalEmailDeps,
  member: PersonalEmailMember,
  email: string,
  /** The language of the screen the member asked from: the code mail reads as it did. */
  locale: Locale = DEFAULT_LOCALE,
): Promise<PersonalEmailStatus> {
  const address = normalizeEmail(email);
  if (address === normalizeEmail(member.email)) throw new ValidationError(authMessages.personalEmailIsCompanyEmail);
  const now = deps.clock.now();
  const current = await deps.store.find(member.sub);
  if (current?.email === address && current.confirmedAt) return personalEmailStatus(current, now);
  await deps.limiter.consume(personalEmailLimitKey(member.sub));
  const code = deps.codes.generate();
  const record: PersonalEmailRecord = {
    email: address,
    confirmedAt: null,
    codeHash: deps.codes.hash(member.sub, code),
    codeExpiresAt: new Date(now.getTime() + PERSONAL_EMAIL_CODE_TTL_MINUTES * 60_000),
    failedAttempts: 0,
  };
  await deps.store.save(member.sub, record);
  await deps.mail.sendTemplate({
    to: address,
    template: 'personal-email-code',
    data: { code, expiresInMinutes: String(PERSONAL_EMAIL_CODE_TTL_MINUTES) },
    locale,
  });
  return personalEmailStatus(record, now);
}

/** Confirms the member's personal address with the code mailed to it; the code works once. */
export async function confirmPersonalEmail(
  deps: Pick<PersonalEmailDeps, 'store' | 'codes' | 'clock'>,
  member: PersonalEmailMember,
  code: string,
): Promise<PersonalEmailStatus> {
  const now = deps.clock.now();
  const record = await deps.store.find(member.sub);
  if (!record || record.confirmedAt) {
    if (record?.confirmedAt) return personalEmailStatus(record, now);
    throw new ValidationError(authMessages.personalEmailNoCode);
  }
  if (!codeUsable(record, now)) throw new ValidationError(authMessages.expiredCode);
  if (record.codeHash !== deps.codes.hash(member.sub, code.trim())) {
    await deps.store.recordFailedAttempt(member.sub);
    throw new ValidationError(authMessages.invalidCode);
  }
  const confirmed: PersonalEmailRecord = {
    ...record,
    confirmedAt: now,
    codeHash: null,
    codeExpiresAt: null,
    failedAttempts: 0,
  };
  await deps.store.save(member.sub, confirmed);
  return personalEmailStatus(confirmed, now);
}
