import type { ChatMessageRecord, ChatReceipt, ChatSide } from './chat-conversation';

/** What the server pushes over a live socket (contracts' ChatSocketEvent, times as ISO strings). */
export type ChatPushEvent =
  | { type: 'message'; message: Omit<ChatMessageRecord, 'createdAt'> & { createdAt: string } }
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

export const wireMessage = (message: ChatMessageRecord) => ({ ...message, createdAt: message.createdAt.toISOString() });
