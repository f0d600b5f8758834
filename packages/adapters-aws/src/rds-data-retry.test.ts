import { DatabaseErrorException, DatabaseResumingException } from '@aws-sdk/client-rds-data';
import { describe, expect, it, vi } from 'vitest';
import { isRetryableDataApiError, retryWhileResuming } from './rds-data-retry';

const resuming = () =>
  new DatabaseResumingException({ $metadata: { httpStatusCode: 400 }, message: 'Database is resuming' });
const syntaxError = () =>
  new DatabaseErrorException({ $metadata: { httpStatusCode: 400 }, message: 'ERROR: syntax error; SQLState: 42601' });

/** A clock that moves only when the retry sleeps, and the waits it asked for. */
function virtualTime(remainingMs?: number) {
  let now = 0;
  const waits: number[] = [];
  return {
    waits,
    options: {
      now: () => now,
      sleep: async (ms: number) => {
        waits.push(ms);
        now += ms;
      },
      remainingTimeMs: () => (remainingMs === undefined ? undefined : remainingMs - now),
    },
  };
}

/** An attempt that fails with these errors, in turn, then answers 'done'. */
const failing = (...errors: Error[]) => {
  const attempt = vi.fn(async () => {
    const error = errors.shift();
    if (error) throw error;
    return 'done';
  });
  return attempt;
};

describe('isRetryableDataApiError', () => {
  it('retries a resume, an unavailable writer and throttling; never what may have run or was refused', () => {
    for (const name of ['DatabaseResumingException', 'DatabaseUnavailableException', 'ThrottlingException']) {
      expect(isRetryableDataApiError(Object.assign(new Error('x'), { name }))).toBe(true);
    }
    for (const name of ['DatabaseErrorException', 'StatementTimeoutException', 'BadRequestException', 'Error']) {
      expect(isRetryableDataApiError(Object.assign(new Error('x'), { name }))).toBe(false);
    }
    expect(isRetryableDataApiError('DatabaseResumingException')).toBe(false);
  });
});

describe('retryWhileResuming', () => {
  it('answers once the database has resumed, after waits with full jitter under a doubling ceiling', async () => {
    const time = virtualTime();
    const attempt = failing(resuming(), resuming(), resuming());
    await expect(retryWhileResuming(attempt, { ...time.options, random: () => 0.999 })).resolves.toBe('done');
    expect(attempt).toHaveBeenCalledTimes(4);
    // Up to 500 ms, then 1 s, then 2 s: random() of nearly 1 gives nearly each ceiling.
    expect(time.waits).toEqual([499, 999, 1998]);
  });

  it('draws every wait at random below its ceiling (full jitter)', async () => {
    const time = virtualTime();
    const draws = [0, 0.5];
    await retryWhileResuming(failing(resuming(), resuming()), { ...time.options, random: () => draws.shift() ?? 0 });
    expect(time.waits).toEqual([0, 500]);
  });

  it('caps each wait', async () => {
    const time = virtualTime();
    const attempt = failing(resuming(), resuming(), resuming(), resuming());
    await retryWhileResuming(attempt, { ...time.options, random: () => 0.999, maxDelayMs: 800, budgetMs: 60_000 });
    expect(time.waits).toEqual([499, 799, 799, 799]);
  });

  it('gives up after the last attempt with the last error as it came', async () => {
    const time = virtualTime();
    const last = resuming();
    const attempt = failing(resuming(), resuming(), last);
    await expect(retryWhileResuming(attempt, { ...time.options, random: () => 0.5, maxAttempts: 3 })).rejects.toBe(
      last,
    );
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('without a deadline, stops before a wait would pass the budget (about 8 s)', async () => {
    const time = virtualTime();
    const attempt = failing(...Array.from({ length: 10 }, resuming));
    await expect(
      retryWhileResuming(attempt, { ...time.options, random: () => 0.999, maxAttempts: 10 }),
    ).rejects.toBeInstanceOf(DatabaseResumingException);
    // 499 + 999 + 1998 + 3996 = 7492; another 3996 would end past 8000.
    expect(time.waits).toEqual([499, 999, 1998, 3996]);
  });

  it("stops in time for the invocation's deadline, keeping the reserve for the answer", async () => {
    const time = virtualTime(4000);
    const attempt = failing(...Array.from({ length: 10 }, resuming));
    await expect(
      retryWhileResuming(attempt, { ...time.options, random: () => 0.999, maxAttempts: 10 }),
    ).rejects.toBeInstanceOf(DatabaseResumingException);
    // 4000 left less 1500 kept free: 499 + 999 fit, the next 1998 would not.
    expect(time.waits).toEqual([499, 999]);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('never sends again a statement the database refused', async () => {
    const time = virtualTime();
    const refused = syntaxError();
    const attempt = failing(refused);
    await expect(retryWhileResuming(attempt, time.options)).rejects.toBe(refused);
    expect(attempt).toHaveBeenCalledOnce();
    expect(time.waits).toEqual([]);
  });
});
