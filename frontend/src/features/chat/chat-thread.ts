import type { ChatConversationSummary, ChatMessage, ChatReceipt } from './chat-api';

/**
 * One conversation as the page holds it: its summary, the messages loaded so far (oldest first, by the server's
 * sequence numbers), and whether older ones remain. Pages from the server, pushed messages and resends all meet
 * here, so each message is kept once (by id, and by seq) and always in seq order, whatever order they came in.
 */
export interface ChatThread {
  conversation: ChatConversationSummary;
  messages: ChatMessage[];
  hasOlder: boolean;
}

/** The union of two lists of messages, each once, in the server's order. */
export function mergeMessages(kept: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return kept as ChatMessage[];
  const bySeq = new Map<number, ChatMessage>();
  for (const message of kept) bySeq.set(message.seq, message);
  for (const message of incoming) if (!bySeq.has(message.seq)) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The newest seq loaded, 0 when none: what to ask `after=` for. */
export const lastSeqOf = (thread: Pick<ChatThread, 'messages'>): number => thread.messages.at(-1)?.seq ?? 0;

/** A page of newer messages (catching up): the summary is the newer one too. */
export const withNewer = (
  thread: ChatThread,
  page: { conversation: ChatConversationSummary; messages: ChatMessage[] },
): ChatThread => ({
  conversation: { ...page.conversation, receipt: furthest(thread.conversation.receipt, page.conversation.receipt) },
  messages: mergeMessages(thread.messages, page.messages),
  hasOlder: thread.hasOlder,
});

/** A page of older messages (scrolling up). */
export const withOlder = (thread: ChatThread, page: { messages: ChatMessage[]; hasOlder: boolean }): ChatThread => ({
  ...thread,
  messages: mergeMessages(thread.messages, page.messages),
  hasOlder: page.hasOlder,
});

/** A message that arrived on its own (pushed, or the answer to a send). */
export const withMessage = (thread: ChatThread, message: ChatMessage): ChatThread => {
  if (thread.messages.some((kept) => kept.id === message.id || kept.seq === message.seq)) return thread;
  const messages = mergeMessages(thread.messages, [message]);
  const last = messages.at(-1);
  return {
    ...thread,
    messages,
    conversation: { ...thread.conversation, ...(last ? { lastMessage: last, updatedAt: last.createdAt } : {}) },
  };
};

/** The other side's progress through the reader's messages; a receipt never goes back. */
export const withReceipt = (thread: ChatThread, receipt: ChatReceipt): ChatThread => ({
  ...thread,
  conversation: { ...thread.conversation, receipt: furthest(thread.conversation.receipt, receipt) },
});

export const furthest = (a: ChatReceipt, b: ChatReceipt): ChatReceipt => ({
  deliveredSeq: Math.max(a.deliveredSeq, b.deliveredSeq),
  readSeq: Math.max(a.readSeq, b.readSeq),
});
