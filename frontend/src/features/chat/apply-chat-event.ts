import type { QueryClient } from '@tanstack/react-query';
import { type ChatConversationsResponse, type ChatSide, type ChatSocketEvent, chatKeys } from './chat-api';
import { type ChatThread, furthest, withMessage, withReceipt } from './chat-thread';

/**
 * What a pushed event changes in the query cache. A message joins its conversation (once, in seq order) and the
 * list is read again for its counts; the other side's receipt moves the reader's ticks; `unread` is the badge.
 */
export function applyChatEvent(queryClient: QueryClient, event: ChatSocketEvent, reader: ChatSide): void {
  if (event.type === 'message') {
    queryClient.setQueryData<ChatThread>(chatKeys.thread(event.message.conversationId), (thread) =>
      thread ? withMessage(thread, event.message) : thread,
    );
    void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
    return;
  }
  if (event.type === 'receipt') {
    // The reader's own progress (from another tab) changes nothing shown here but the counts.
    if (event.side === reader) {
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
      return;
    }
    queryClient.setQueryData<ChatThread>(chatKeys.thread(event.conversationId), (thread) =>
      thread ? withReceipt(thread, event.receipt) : thread,
    );
    queryClient.setQueryData<ChatConversationsResponse>(chatKeys.conversations(), (list) =>
      list
        ? {
            ...list,
            conversations: list.conversations.map((conversation) =>
              conversation.id === event.conversationId
                ? { ...conversation, receipt: furthest(conversation.receipt, event.receipt) }
                : conversation,
            ),
          }
        : list,
    );
    return;
  }
  if (event.type === 'unread') {
    queryClient.setQueryData<ChatConversationsResponse>(chatKeys.conversations(), (list) =>
      list ? { ...list, unread: event.unread } : list,
    );
  }
  // A pong only says the socket is alive.
}

/** A frame from the socket, if it is one of ours; anything else (a pong, a server notice) is ignored. */
export function parseChatEvent(data: unknown): ChatSocketEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const event: unknown = JSON.parse(data);
    if (typeof event !== 'object' || event === null || !('type' in event)) return undefined;
    if (event.type === 'message' && 'message' in event) return event as ChatSocketEvent;
    if (event.type === 'receipt' && 'receipt' in event && 'conversationId' in event) return event as ChatSocketEvent;
    if (event.type === 'unread' && 'unread' in event && typeof event.unread === 'number')
      return event as ChatSocketEvent;
  } catch {
    // Not JSON: not ours.
  }
  return undefined;
}
