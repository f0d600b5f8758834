import { describe, expect, it } from 'vitest';
import { accountEmailProblem } from './account-email';
import { authMessages } from './auth-messages';

describe('accountEmailProblem', () => {
  it('accepts an address, trimmed and whatever its case', () => {
    expect(accountEmailProblem('  Jane.Doe+kinwell@Acme.example ')).toBeUndefined();
    expect(accountEmailProblem("o'neil@sub.acme.co")).toBeUndefined();
  });

  it('asks for an email when there is none, and refuses what is not one', () => {
    expect(accountEmailProblem('   ')).toBe(authMessages.emailRequired);
    for (const bad of ['jane', 'jane@', '@acme.example', 'jane@acme', 'jane..doe@acme.example', 'jane@acme.c']) {
      expect(accountEmailProblem(bad), bad).toBe(authMessages.invalidEmail);
    }
    expect(accountEmailProblem(`${'a'.repeat(250)}@acme.example`)).toBe(authMessages.invalidEmail);
  });
});
