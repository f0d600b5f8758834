import { authMessages } from '@kinwell/core';
import { describe, expect, it } from 'vitest';
import { confirmPasswordProblem } from './validation';

describe('confirmPasswordProblem', () => {
  it('requires the repeated password, then wants it equal to the first', () => {
    expect(confirmPasswordProblem('Kinwell1!', '', 'mismatch')).toBe(authMessages.passwordRequired);
    expect(confirmPasswordProblem('Kinwell1!', 'Kinwell1?', 'mismatch')).toBe('mismatch');
    expect(confirmPasswordProblem('Kinwell1!', 'Kinwell1!', 'mismatch')).toBeUndefined();
  });
});
