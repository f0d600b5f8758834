import type { RateLimitRule } from '../accounts/rate-limits';
import { coachMessages } from './coach-messages';

/** A member's message, in characters: a long letter, and a bound on what one turn may cost. */
export const MAX_COACH_MESSAGE_CHARS = 2000;

/** Messages a member may send the coach in a rolling day: keeps the model's cost bounded. */
export const COACH_DAILY_MESSAGES = 40;

/** How many earlier messages the model reads with a new one (the rest stay kept, for the member only). */
export const COACH_HISTORY_MESSAGES = 20;

/** Messages of the conversation one read answers. */
export const COACH_PAGE_SIZE = 50;

const HOUR = 3_600_000;

export const coachRateLimits = {
  /** Every message that reaches the model (or the guided answer) counts; a risky message never does. */
  dailyMessages: { limit: COACH_DAILY_MESSAGES, windowMs: 24 * HOUR, message: coachMessages.dailyLimit },
  /**
   * At most one on-call flag per member an hour: a member in crisis who writes many messages is one episode for the
   * on-call person, and a flood of risky words cannot flood the channel. Every message still gets the card.
   */
  riskFlags: { limit: 1, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;

export const coachLimitKeys = (memberId: string) => ({
  daily: { bucket: `coach:daily:${memberId}`, rule: coachRateLimits.dailyMessages },
  riskFlag: { bucket: `coach:risk-flag:${memberId}`, rule: coachRateLimits.riskFlags },
});
