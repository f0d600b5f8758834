import type { ChatMessageRecord, ChatReceipt, ChatSide } from './chat-conversation';

/**
 * A message as one side receives it (contracts' ChatMessage, its time as an ISO string). Only the expert's side hears
 * `riskFlagged`: they answer knowing the member was just shown urgent-help resources; the member saw the card itself
 * and their own messages carry no mark.
 */
export type ChatWireMessage = Omit<ChatMessageRecord, 'createdAt' | 'riskFlagged'> & {
  createdAt: string;
  riskFlagged?: boolean;
};

/** What the server pushes over a live socket (contracts' ChatSocketEvent). */
export type ChatPushEvent =
  | { type: 'message'; message: ChatWireMessage }
  | { type: 'receipt'; conversationId: string; side: ChatSide; receipt: ChatReceipt }
  | { type: 'unread'; unread: number };

/**
 * Live delivery to every open socket of a party (chat-party.ts's key). Answers whether any socket took the event, so
 * a message pushed to the recipient's page counts as delivered. AWS: API Gateway's PostToConnection on the stored
 * connections; locally: the runtime's own WebSocket server.
 */
export interface ChatPush {
  deliver(partyKey: string, event: ChatPushEvent): Promise<boolean>;
}

export function wireMessage(message: ChatMessageRecord, reader: ChatSide): ChatWireMessage {
  const { riskFlagged, createdAt, ...rest } = message;
  return { ...rest, createdAt: createdAt.toISOString(), ...(reader === 'expert' ? { riskFlagged } : {}) };
}
