import type { RateLimitRule } from '../accounts/rate-limits';
import { chatMessages } from './chat-messages';

/** A message to or from an expert, in characters: a long letter, not a document. */
export const MAX_CHAT_MESSAGE_CHARS = 4000;

/** Messages of a conversation one read answers (older ones load as the reader scrolls up). */
export const CHAT_PAGE_SIZE = 30;

/**
 * A waiting message mails the other side at most once per conversation in this time: enough to bring them back,
 * never a mail per message. The mail holds no message text.
 */
export const CHAT_WAITING_MAIL_INTERVAL_MS = 60 * 60_000;

/** How often a page without a live socket asks for new messages. */
export const CHAT_POLL_INTERVAL_MS = 10_000;

const MINUTE = 60_000;

export const chatRateLimits = {
  /** A person types a few messages a minute; a flood is a script or a stuck key. */
  messagesPerMinute: { limit: 20, windowMs: MINUTE, message: chatMessages.tooManyMessages },
  /** New conversations a member may open in a day (one per expert; this bounds a crawl of the directory). */
  conversationsPerDay: { limit: 20, windowMs: 24 * 60 * MINUTE, message: chatMessages.tooManyConversations },
} as const satisfies Record<string, RateLimitRule>;

export const chatLimitKeys = (userId: string) => ({
  messages: { bucket: `chat:messages:${userId}`, rule: chatRateLimits.messagesPerMinute },
  conversations: { bucket: `chat:conversations:${userId}`, rule: chatRateLimits.conversationsPerDay },
});
