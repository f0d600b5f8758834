import { proxy } from 'valtio';

/**
 * The reader's messages on their way, per conversation: shown at once ("Sending…"), kept with "Not sent — Retry"
 * when the send fails, and gone when the server has stored them (the stored message takes their place). A retry
 * sends the same `clientMessageId`, so the server answers with the first message instead of storing a second.
 */
export interface OutgoingMessage {
  clientMessageId: string;
  text: string;
  createdAt: string;
  state: 'sending' | 'failed';
  /** The server's words when it refused the message (a 4xx), shown beside it. */
  error?: string;
}

interface OutboxState {
  outgoing: Record<string, OutgoingMessage[]>;
  /** Conversations where the risk check saw risk in a message sent from this page: the crisis card stays shown. */
  crisis: Record<string, true>;
}

export const chatOutbox = proxy<OutboxState>({ outgoing: {}, crisis: {} });

export function queueMessage(conversationId: string, text: string): OutgoingMessage {
  const message: OutgoingMessage = {
    clientMessageId: crypto.randomUUID(),
    text,
    createdAt: new Date().toISOString(),
    state: 'sending',
  };
  chatOutbox.outgoing[conversationId] = [...(chatOutbox.outgoing[conversationId] ?? []), message];
  return message;
}

function update(conversationId: string, clientMessageId: string, change: Partial<OutgoingMessage>): void {
  const list = chatOutbox.outgoing[conversationId];
  const message = list?.find((item) => item.clientMessageId === clientMessageId);
  if (message) Object.assign(message, change);
}

export const markSending = (conversationId: string, clientMessageId: string) =>
  update(conversationId, clientMessageId, { state: 'sending', error: undefined });

export const markFailed = (conversationId: string, clientMessageId: string, error?: string) =>
  update(conversationId, clientMessageId, { state: 'failed', error });

export function removeOutgoing(conversationId: string, clientMessageId: string): void {
  const list = chatOutbox.outgoing[conversationId];
  if (list) chatOutbox.outgoing[conversationId] = list.filter((item) => item.clientMessageId !== clientMessageId);
}

export function showCrisis(conversationId: string): void {
  chatOutbox.crisis[conversationId] = true;
}

/** A closed session forgets what was on its way: the next person on the device must not see it. */
export function clearOutbox(): void {
  chatOutbox.outgoing = {};
  chatOutbox.crisis = {};
}
