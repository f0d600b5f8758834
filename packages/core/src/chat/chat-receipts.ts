import type { ChatMessageRecord, ChatReceipt, ChatSide } from './chat-conversation';

/**
 * A side's receipt after they fetched (delivered) or were shown (read) messages up to a point: it only moves forward,
 * never past the conversation's newest message, and reading a message delivers it too.
 */
export function advanceReceipt(current: ChatReceipt, change: Partial<ChatReceipt>, lastSeq: number): ChatReceipt {
  const clamp = (seq: number) => Math.min(Math.max(seq, 0), lastSeq);
  const readSeq = Math.max(current.readSeq, clamp(change.readSeq ?? 0));
  const deliveredSeq = Math.max(current.deliveredSeq, clamp(change.deliveredSeq ?? 0), readSeq);
  return { deliveredSeq, readSeq };
}

/** What the sender's page shows under one of their messages, from the other side's receipt. */
export function messageState(seq: number, otherSideReceipt: ChatReceipt): 'sent' | 'delivered' | 'read' {
  if (seq <= otherSideReceipt.readSeq) return 'read';
  if (seq <= otherSideReceipt.deliveredSeq) return 'delivered';
  return 'sent';
}

/** Messages from the other side that `reader` has not read yet. */
export const unreadCount = (
  messages: readonly Pick<ChatMessageRecord, 'seq' | 'from'>[],
  reader: ChatSide,
  receipt: ChatReceipt,
): number => messages.filter((message) => message.from !== reader && message.seq > receipt.readSeq).length;

/** The newest sequence number of a page of messages (0 for none): how far a fetch delivered. */
export const newestSeq = (messages: readonly Pick<ChatMessageRecord, 'seq'>[]): number =>
  messages.reduce((newest, message) => Math.max(newest, message.seq), 0);
