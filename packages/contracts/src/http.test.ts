import { ERROR_CODES } from '@kinwell/core';
import { describe, expect, it } from 'vitest';
import { ErrorResponse } from './http';

describe('ErrorResponse', () => {
  it("takes every code of core's catalog, and no other", () => {
    for (const code of ERROR_CODES)
      expect(ErrorResponse.safeParse({ message: 'words', code }).success, code).toBe(true);
    expect(ErrorResponse.safeParse({ message: 'words', code: 'wrong_credentials' }).success).toBe(false);
    expect(ErrorResponse.safeParse({ message: 'words' }).success).toBe(false);
  });
});
