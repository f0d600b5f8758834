import { authMessages, CODE_LENGTH } from '@kinwell/core';

// The account forms check each field with @kinwell/core's rules (accountEmailProblem, passwordProblem, …), the
// same the contracts' schemas apply on the server, so no schema library weighs on the account screens.

/** The repeated password: required, and equal to the first. `mismatch` is the (translated) message for a difference. */
export function confirmPasswordProblem(password: string, confirmation: string, mismatch: string): string | undefined {
  if (confirmation === '') return authMessages.passwordRequired;
  return confirmation === password ? undefined : mismatch;
}

/** Keeps the digits a user typed or pasted ("123 456" too), at most six. */
export const codeDigits = (value: string) => value.replace(/\D/g, '').slice(0, CODE_LENGTH);
