import type { ChatMessage, ChatReceipt } from './chat-api';

/** Where one of the reader's own messages stands: still on its way, refused, or how far the other side has come. */
export type OwnMessageStatus = 'sending' | 'failed' | 'sent' | 'delivered' | 'read';

/** A stored message of the reader's, seen through the other side's receipt. */
export function statusOf(message: Pick<ChatMessage, 'seq'>, receipt: ChatReceipt): OwnMessageStatus {
  if (message.seq <= receipt.readSeq) return 'read';
  if (message.seq <= receipt.deliveredSeq) return 'delivered';
  return 'sent';
}
