import { TooManyRequestsError } from '../shared/errors';
import { authMessages } from './auth-messages';

export interface RateLimitRule {
  /** Failures (or sends) allowed within the window. */
  limit: number;
  windowMs: number;
  /** What a refused caller reads; the account flows' generic wording otherwise. */
  message?: string;
}

const MINUTE = 60_000;

/**
 * Abuse limits of the account flows. Per account they are strict (a handful of failures); per client
 * address generous, so an office behind one address is never locked out by a few colleagues' typos.
 */
export const authRateLimits = {
  loginPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  loginPerAddress: { limit: 100, windowMs: 15 * MINUTE },
  codePerAccount: { limit: 5, windowMs: 15 * MINUTE },
  codePerAddress: { limit: 100, windowMs: 15 * MINUTE },
  mailPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  mailPerAddress: { limit: 50, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/** Counted hits per bucket (SQL in both runtimes). */
export interface RateLimitStore {
  count(bucket: string, since: Date): Promise<number>;
  record(bucket: string, at: Date): Promise<void>;
  clear(bucket: string): Promise<void>;
}

export interface LimitedKey {
  bucket: string;
  rule: RateLimitRule;
}

/** The account and the client address an attempt is counted against. */
export function attemptKeys(
  flow: 'login' | 'code' | 'mail',
  account: string,
  address: string,
): { account: LimitedKey; address: LimitedKey } {
  const rules = {
    login: [authRateLimits.loginPerAccount, authRateLimits.loginPerAddress],
    code: [authRateLimits.codePerAccount, authRateLimits.codePerAddress],
    mail: [authRateLimits.mailPerAccount, authRateLimits.mailPerAddress],
  } as const;
  const [accountRule, addressRule] = rules[flow];
  return {
    account: { bucket: `${flow}:account:${account}`, rule: accountRule },
    address: { bucket: `${flow}:address:${address}`, rule: addressRule },
  };
}

/** Checks and counts attempts against the limits; a key over its limit refuses with 429. */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly now: () => Date,
  ) {}

  async check(...keys: LimitedKey[]): Promise<void> {
    const now = this.now().getTime();
    const counts = await Promise.all(keys.map((k) => this.store.count(k.bucket, new Date(now - k.rule.windowMs))));
    const over = keys.find((key, i) => (counts[i] ?? 0) >= key.rule.limit);
    if (over) throw new TooManyRequestsError(over.rule.message ?? authMessages.tooManyAttempts);
  }

  /**
   * Counts one use and refuses it when it goes over the limit. The hit is recorded before counting, so
   * concurrent requests cannot all slip through between a check and a hit: the one that makes the count
   * pass the limit (and any after it) is refused. Refused uses count too, until the window forgets them.
   */
  async consume(key: LimitedKey): Promise<void> {
    const now = this.now();
    await this.store.record(key.bucket, now);
    const count = await this.store.count(key.bucket, new Date(now.getTime() - key.rule.windowMs));
    if (count > key.rule.limit) throw new TooManyRequestsError(key.rule.message ?? authMessages.tooManyAttempts);
  }

  async hit(...keys: LimitedKey[]): Promise<void> {
    const at = this.now();
    await Promise.all(keys.map((k) => this.store.record(k.bucket, at)));
  }

  async reset(key: LimitedKey): Promise<void> {
    await this.store.clear(key.bucket);
  }
}
