import { authMessages } from './auth-messages';

/** Spec §9: verification and reset codes are 6 digits. */
export const CODE_LENGTH = 6;
export const isSixDigitCode = (code: string) => /^\d{6}$/.test(code);

/** The problem with a typed code for the set-password screen, or undefined. */
export function resetCodeProblem(code: string): string | undefined {
  return isSixDigitCode(code.trim()) ? undefined : authMessages.sixDigitCodeRequired;
}

/** The problem with a typed sign-up verification code (trimmed), or undefined. */
export function verificationCodeProblem(code: string): string | undefined {
  const trimmed = code.trim();
  if (trimmed === '') return authMessages.codeMissing;
  return isSixDigitCode(trimmed) ? undefined : authMessages.invalidCode;
}
