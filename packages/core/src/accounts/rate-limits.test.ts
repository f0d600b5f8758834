import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../shared/errors';
import { MemoryRateLimitStore } from './memory-rate-limit-store';
import { attemptKeys, RateLimiter } from './rate-limits';

describe('RateLimiter', () => {
  it('refuses an account after 5 failed logins within 15 minutes, and forgets them after', async () => {
    let now = new Date('2026-01-01T10:00:00Z');
    const limiter = new RateLimiter(new MemoryRateLimitStore(), () => now);
    const keys = attemptKeys('login', 'jane@acme.example', '10.0.0.1');
    for (let i = 0; i < 5; i++) {
      await limiter.check(keys.account, keys.address);
      await limiter.hit(keys.account, keys.address);
    }
    await expect(limiter.check(keys.account, keys.address)).rejects.toBeInstanceOf(TooManyRequestsError);
    now = new Date('2026-01-01T10:15:01Z');
    await expect(limiter.check(keys.account, keys.address)).resolves.toBeUndefined();
  });

  it('lets an office behind one address fail many times across accounts', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), () => new Date('2026-01-01T10:00:00Z'));
    for (let person = 0; person < 30; person++) {
      const keys = attemptKeys('login', `p${person}@acme.example`, '10.0.0.1');
      await limiter.check(keys.account, keys.address);
      await limiter.hit(keys.account, keys.address);
      await limiter.hit(keys.account, keys.address);
    }
    const next = attemptKeys('login', 'new@acme.example', '10.0.0.1');
    await expect(limiter.check(next.account, next.address)).resolves.toBeUndefined();
  });

  it('clears an account after a success', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), () => new Date('2026-01-01T10:00:00Z'));
    const keys = attemptKeys('code', 'jane@acme.example', '10.0.0.1');
    for (let i = 0; i < 5; i++) await limiter.hit(keys.account);
    await limiter.reset(keys.account);
    await expect(limiter.check(keys.account)).resolves.toBeUndefined();
  });
});

describe('RateLimiter.consume', () => {
  const rule = { limit: 3, windowMs: 60_000, message: 'Slow down' };

  it('lets the limit through and refuses the next with the rule message', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), () => new Date('2026-01-01T10:00:00Z'));
    for (let i = 0; i < 3; i++) await limiter.consume({ bucket: 'b', rule });
    await expect(limiter.consume({ bucket: 'b', rule })).rejects.toThrow(new TooManyRequestsError('Slow down'));
  });

  it('never lets more than the limit through concurrently', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), () => new Date('2026-01-01T10:00:00Z'));
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => limiter.consume({ bucket: 'b', rule })));
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeLessThanOrEqual(3);
  });
});
