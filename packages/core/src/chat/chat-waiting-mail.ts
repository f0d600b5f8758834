import { CHAT_WAITING_MAIL_INTERVAL_MS } from './chat-limits';

/**
 * Whether a waiting message may mail its recipient now: never more than one such mail per conversation and recipient
 * in CHAT_WAITING_MAIL_INTERVAL_MS (the store claims the send atomically with `waitingMailCutoff`, so two messages at
 * once send one mail).
 */
export const waitingMailDue = (lastSentAt: Date | undefined, now: Date): boolean =>
  !lastSentAt || lastSentAt.getTime() <= waitingMailCutoff(now).getTime();

/** A mail sent at or before this time no longer holds the next one back. */
export const waitingMailCutoff = (now: Date): Date => new Date(now.getTime() - CHAT_WAITING_MAIL_INTERVAL_MS);
