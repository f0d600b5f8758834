import type { RateLimiter } from '../accounts/rate-limits';
import type { BookingStore } from '../booking/booking-store';
import type { OnCallNotifier } from '../coach/on-call-notifier';
import type { ChatPush } from './chat-push';
import type { ChatSocketStore } from './chat-socket-store';
import type { ChatStore } from './chat-store';
import type { ChatWaitingMailer } from './chat-waiting-mailer';

/** What the chat's use cases are built from, in both runtimes. */
export interface ChatDeps {
  store: ChatStore;
  sockets: ChatSocketStore;
  push: ChatPush;
  /** The experts (the booking store's): who takes chat, their names and photos, their mail's address and language. */
  experts: Pick<BookingStore, 'getExpert' | 'listExperts'>;
  limiter: RateLimiter;
  /** The crisis pathway's on-call channel (the coach's): a flag with the kinds of risk, never the words. */
  onCall: OnCallNotifier;
  waitingMail: ChatWaitingMailer;
  now(): Date;
  newId(): string;
  /** An unguessable socket ticket. */
  newTicket(): string;
  /** Failures that must not change the sender's answer (a push, a mail, a flag): logged, not thrown. */
  reportError(error: unknown, context: string): void;
}
