import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, readRetryDelay, shouldRetryRead } from './query-client';

describe('shouldRetryRead', () => {
  it.each([429, 502, 503])('retries %i up to 5 times', (status) => {
    const error = new ApiError(status, 'busy');
    expect(shouldRetryRead(0, error)).toBe(true);
    expect(shouldRetryRead(4, error)).toBe(true);
    expect(shouldRetryRead(5, error)).toBe(false);
  });

  it.each([400, 401, 404, 500, 504])('does not retry %i', (status) => {
    expect(shouldRetryRead(0, new ApiError(status, 'no'))).toBe(false);
  });

  it('does not retry errors that are not API answers', () => {
    expect(shouldRetryRead(0, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('never retries mutations', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});

describe('readRetryDelay', () => {
  it("waits as long as the server's Retry-After asks (a database waking up), at most 30 s", () => {
    expect(readRetryDelay(0, new ApiError(503, 'waking up', undefined, 'common.unavailable', 10))).toBe(10_000);
    expect(readRetryDelay(0, new ApiError(503, 'waking up', undefined, 'common.unavailable', 120))).toBe(30_000);
  });

  it('doubles its wait otherwise', () => {
    expect([0, 1, 2, 5].map((count) => readRetryDelay(count, new ApiError(502, 'busy')))).toEqual([
      1000, 2000, 4000, 30_000,
    ]);
  });
});
