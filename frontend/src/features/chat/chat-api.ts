import type {
  ChatConversationSummary,
  ChatConversationsResponse,
  ChatMessageInput,
  ChatMessageSent,
  ChatMessagesResponse,
  ChatReceipt as ChatReceiptSchema,
  ChatSocketTicket,
} from '@kinwell/contracts';
import { CHAT_PAGE_SIZE } from '@kinwell/core';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { ContractOutput } from '../../lib/contract-types';
import { type ChatThread, lastSeqOf, withNewer } from './chat-thread';

/**
 * The chat group of the API (@kinwell/contracts `chatRoutes`): the conversations, a conversation's messages, sending,
 * reading, and the socket's ticket. Contracts are imported as types only, so zod stays out of these pages.
 */
export type {
  ChatConversationSummary,
  ChatConversationsResponse,
  ChatMessage,
  ChatMessagesResponse,
  ChatSide,
  ChatSocketEvent,
} from '@kinwell/contracts';
export type ChatExpert = ChatConversationsResponse['experts'][number];
export type ChatReceipt = ContractOutput<typeof ChatReceiptSchema>;
export type ChatSocketTicketAnswer = ContractOutput<typeof ChatSocketTicket>;

const conversationPath = (conversationId: string) =>
  `/api/chat/conversations/${encodeURIComponent(conversationId)}` as const;

export interface MessagesPageQuery {
  before?: number;
  after?: number;
}

function searchOf(query: MessagesPageQuery): string {
  const search = new URLSearchParams();
  if (query.before !== undefined) search.set('before', String(query.before));
  if (query.after !== undefined) search.set('after', String(query.after));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const chatApi = {
  conversations: (signal?: AbortSignal) =>
    apiClient.get<ChatConversationsResponse>('/api/chat/conversations', signal ? { signal } : {}),
  start: (expertId: string) => apiClient.post<ChatConversationSummary>('/api/chat/conversations', { expertId }),
  messages: (conversationId: string, query: MessagesPageQuery = {}, signal?: AbortSignal) =>
    apiClient.get<ChatMessagesResponse>(
      `${conversationPath(conversationId)}/messages${searchOf(query)}`,
      signal ? { signal } : {},
    ),
  send: (conversationId: string, input: ChatMessageInput) =>
    apiClient.post<ChatMessageSent>(`${conversationPath(conversationId)}/messages`, input),
  markRead: (conversationId: string, seq: number) =>
    apiClient.post<ChatReceipt>(`${conversationPath(conversationId)}/read`, { seq }),
  socketTicket: () => apiClient.post<ChatSocketTicketAnswer>('/api/chat/socket-ticket'),
};

export const chatKeys = {
  all: ['chat'] as const,
  conversations: () => [...chatKeys.all, 'conversations'] as const,
  thread: (conversationId: string) => [...chatKeys.all, 'thread', conversationId] as const,
};

/** The reader's conversations, the experts they can write to, and their unread count (the navigation's badge). */
export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.conversations(),
    queryFn: ({ signal }) => chatApi.conversations(signal),
  });

/**
 * One conversation. The first read takes the newest page; every later read (a refetch, a reconnect, a poll) asks
 * only for what came after the newest message held, page after page, and adds it: the older pages scrolled in stay.
 */
export const threadQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: chatKeys.thread(conversationId),
    queryFn: async ({ signal, client, queryKey }): Promise<ChatThread> => {
      const held = client.getQueryData<ChatThread>(queryKey);
      if (!held) {
        const page = await chatApi.messages(conversationId, {}, signal);
        return { conversation: page.conversation, messages: page.messages, hasOlder: page.hasOlder };
      }
      let thread = held;
      for (;;) {
        const page = await chatApi.messages(conversationId, { after: lastSeqOf(thread) }, signal);
        thread = withNewer(thread, page);
        if (page.messages.length < CHAT_PAGE_SIZE) break;
      }
      // Messages pushed while this read was on its way are kept too.
      const latest = client.getQueryData<ChatThread>(queryKey);
      return latest ? withNewer(latest, thread) : thread;
    },
  });
