import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { type ChatConversationsResponse, chatApi, chatKeys } from './chat-api';
import { markFailed, markSending, type OutgoingMessage, removeOutgoing, showCrisis } from './chat-outbox-store';
import { type ChatThread, withMessage } from './chat-thread';

/**
 * Sends (or sends again) one outgoing message. Stored: it joins the conversation in the cache and leaves the outbox;
 * a crisis answer shows the crisis card. Refused or lost: it stays in the outbox, failed, to retry with the same id.
 */
export async function sendChatMessage(
  queryClient: QueryClient,
  conversationId: string,
  outgoing: Pick<OutgoingMessage, 'clientMessageId' | 'text'>,
): Promise<void> {
  markSending(conversationId, outgoing.clientMessageId);
  try {
    const sent = await chatApi.send(conversationId, { clientMessageId: outgoing.clientMessageId, text: outgoing.text });
    if (sent.crisis) showCrisis(conversationId);
    queryClient.setQueryData<ChatThread>(chatKeys.thread(conversationId), (thread) =>
      thread ? withMessage(thread, sent.message) : thread,
    );
    removeOutgoing(conversationId, outgoing.clientMessageId);
    queryClient.setQueryData<ChatConversationsResponse>(chatKeys.conversations(), (list) =>
      list
        ? {
            ...list,
            conversations: list.conversations.map((conversation) =>
              conversation.id === conversationId
                ? { ...conversation, lastMessage: sent.message, updatedAt: sent.message.createdAt }
                : conversation,
            ),
          }
        : list,
    );
  } catch (error) {
    // A refusal below 500 has the server's words; a lost connection or a 5xx just says "Not sent".
    const refusal = error instanceof ApiError && error.status < 500 ? error.message : undefined;
    markFailed(conversationId, outgoing.clientMessageId, refusal);
  }
}
