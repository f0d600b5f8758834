import '../../lib/zod-without-eval';
import { AccountEmail, NewPassword, SixDigitCode, VerificationCode } from '@kinwell/contracts';
import { authMessages, CODE_LENGTH } from '@kinwell/core';

/**
 * The account forms check what they can with the API's own schemas (@kinwell/contracts), so each rule and its
 * words live once. Answers core's English message (translate with authMessageText), or undefined when valid.
 * Not used by the sign-in form: zod would weigh on the first page, and sign-in only checks for empty fields.
 */
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

function firstProblem(schema: Schema, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'Invalid');
}

export const emailProblem = (email: string) => firstProblem(AccountEmail, email);
export const newPasswordProblem = (password: string) => firstProblem(NewPassword, password);
export const resetCodeProblem = (code: string) => firstProblem(SixDigitCode, code);
export const verificationCodeProblem = (code: string) => firstProblem(VerificationCode, code);

/** The repeated password: required, and equal to the first. `mismatch` is the (translated) message for a difference. */
export function confirmPasswordProblem(password: string, confirmation: string, mismatch: string): string | undefined {
  if (confirmation === '') return authMessages.passwordRequired;
  return confirmation === password ? undefined : mismatch;
}

/** Keeps the digits a user typed or pasted ("123 456" too), at most six. */
export const codeDigits = (value: string) => value.replace(/\D/g, '').slice(0, CODE_LENGTH);
