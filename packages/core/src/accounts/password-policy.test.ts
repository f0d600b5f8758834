import { describe, expect, it } from 'vitest';
import { authMessages } from './auth-messages';
import { passwordProblem, WEAK_PASSWORD_MESSAGES } from './password-policy';

describe('passwordProblem', () => {
  it.each([
    ['', authMessages.passwordRequired],
    ['Ab1!', authMessages.passwordTooShort],
    ['Abcdefg!', authMessages.passwordNeedsDigit],
    ['Abcdefg1', authMessages.passwordNeedsSpecial],
    ['abcdef1!', authMessages.passwordNeedsUpper],
    ['ABCDEF1!', authMessages.passwordNeedsLower],
  ])('%j → %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('accepts a password meeting every rule, with any of the special characters', () => {
    for (const special of '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-') {
      expect(passwordProblem(`Kinwell1${special}`), special).toBeUndefined();
    }
  });
});

describe('WEAK_PASSWORD_MESSAGES', () => {
  it('holds every answer passwordProblem gives a typed password, and no other', () => {
    const answers = ['Ab1!', 'Abcdefg!', 'Abcdefg1', 'abcdef1!', 'ABCDEF1!'].map(passwordProblem);
    expect(new Set(answers)).toEqual(new Set(WEAK_PASSWORD_MESSAGES));
  });
});
