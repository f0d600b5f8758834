import { CHAT_PAGE_SIZE, chatMessages, MAX_CHAT_MESSAGE_CHARS } from '@kinwell/core';
import * as z from 'zod';
import { ExpertId, LanguageTag } from './booking';
import type { RouteContract } from './http';

/**
 * Chat between a member and an expert (issue 15; docs/decisions/016-expert-chat.md). Messages are sent over HTTP
 * (`POST …/messages`, idempotent by the client's own message id) and pushed to the other side over a WebSocket
 * while their page is open; a page without a socket polls `GET …/messages?after=`. Every message has a sequence
 * number in its conversation, so order is the server's and a reader asks for exactly what it has not seen.
 */

export const ConversationId = z.uuid();

/** Who wrote a message, seen from the conversation: the member or the expert. */
export const ChatSide = z.enum(['member', 'expert']);
export type ChatSide = z.infer<typeof ChatSide>;

export const ChatMessage = z.object({
  id: z.uuid(),
  conversationId: ConversationId,
  /** 1, 2, 3…: the message's place in its conversation, given by the server when it is stored. */
  seq: z.number().int().min(1),
  /** The id the sender's page gave the message: a resend with the same id is the same message. */
  clientMessageId: z.uuid(),
  from: ChatSide,
  text: z.string(),
  /**
   * Only in what the expert's side receives (history, pushes, summaries): true when the crisis check found this member
   * message risky, so the member was just shown urgent-help resources. The member's side never gets it: they saw the
   * card, and their own words carry no mark.
   */
  riskFlagged: z.boolean().optional(),
  createdAt: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** The other person of a conversation, as the reader sees them (a member shows only their first name). */
export const ChatCounterpart = z.object({
  /** An expert's id for a member; the member's user id for an expert. */
  id: z.string(),
  name: z.string(),
  /** Absent for a member. */
  photoUrl: z.string().optional(),
});

/**
 * How far the other side has come: messages up to `deliveredSeq` reached their page (fetched or pushed to it), up to
 * `readSeq` were shown to them. The reader's own messages are "sent", "delivered" or "read" from these.
 */
export const ChatReceipt = z.object({
  deliveredSeq: z.number().int().min(0),
  readSeq: z.number().int().min(0),
});

export const ChatConversationSummary = z.object({
  id: ConversationId,
  counterpart: ChatCounterpart,
  /** The newest message, or none yet. */
  lastMessage: ChatMessage.optional(),
  /** Messages from the other side the reader has not read. */
  unread: z.number().int().min(0),
  /** The other side's progress through the reader's messages. */
  receipt: ChatReceipt,
  updatedAt: z.iso.datetime(),
});
export type ChatConversationSummary = z.infer<typeof ChatConversationSummary>;

/** An expert a member can write to, before any conversation with them exists. */
export const ChatExpert = z.object({
  id: ExpertId,
  name: z.string(),
  photoUrl: z.string(),
  credentials: z.string(),
  languages: z.array(LanguageTag),
  /** The conversation with this expert, when the member has one. */
  conversationId: ConversationId.optional(),
});

export const ChatConversationsResponse = z.object({
  /** Newest activity first. */
  conversations: z.array(ChatConversationSummary),
  /** For a member: the active experts who take chat (for an expert: empty). */
  experts: z.array(ChatExpert),
  /** All unread messages of the reader: the count beside "Chat with an Expert" in the navigation. */
  unread: z.number().int().min(0),
});
export type ChatConversationsResponse = z.infer<typeof ChatConversationsResponse>;

export const StartConversationInput = z.strictObject({ expertId: ExpertId });

export const ConversationPath = z.strictObject({ conversationId: ConversationId });

export const ChatMessagesQuery = z
  .strictObject({
    /** An older page: the messages just before this sequence number (scrolling up). */
    before: z.coerce.number().int().min(1).optional(),
    /** What is new: the messages after this sequence number (catching up after a dropped socket; polling). */
    after: z.coerce.number().int().min(0).optional(),
    limit: z.coerce.number().int().min(1).max(CHAT_PAGE_SIZE).default(CHAT_PAGE_SIZE),
  })
  .refine((query) => query.before === undefined || query.after === undefined, {
    error: 'Ask for messages before or after a point, not both',
  });

export const ChatMessagesResponse = z.object({
  conversation: ChatConversationSummary,
  /** Oldest first. Without `before`/`after`: the newest page. */
  messages: z.array(ChatMessage),
  /** Whether older messages remain before the first of this page. */
  hasOlder: z.boolean(),
});
export type ChatMessagesResponse = z.infer<typeof ChatMessagesResponse>;

export const ChatMessageInput = z.strictObject({
  clientMessageId: z.uuid(),
  text: z
    .string()
    .trim()
    .min(1, { error: chatMessages.emptyMessage })
    .max(MAX_CHAT_MESSAGE_CHARS, { error: chatMessages.messageTooLong }),
});
export type ChatMessageInput = z.input<typeof ChatMessageInput>;

export const ChatMessageSent = z.object({
  message: ChatMessage,
  /**
   * A member's message that the risk check found risky: the page shows the crisis card and the offer of a human
   * expert now. The message still reaches the expert; a flag (never the text) goes to the on-call channel.
   */
  crisis: z.object({ categories: z.array(z.string()) }).optional(),
});
export type ChatMessageSent = z.infer<typeof ChatMessageSent>;

export const ReadInput = z.strictObject({ seq: z.number().int().min(1) });

/** A short-lived ticket that opens the WebSocket (`?ticket=`): browsers cannot set headers on a socket. */
export const ChatSocketTicket = z.object({
  ticket: z.string(),
  /** `wss://…` (or `ws://…` locally): where to connect. */
  url: z.string(),
  expiresAt: z.iso.datetime(),
});

/** What the server pushes over the socket. The client sends nothing but pings (`ping`), answered `pong`. */
export const ChatSocketEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: ChatMessage }),
  z.object({
    type: z.literal('receipt'),
    conversationId: ConversationId,
    /** Whose progress this is: the side that received or read. */
    side: ChatSide,
    receipt: ChatReceipt,
  }),
  z.object({ type: z.literal('unread'), unread: z.number().int().min(0) }),
  z.object({ type: z.literal('pong') }),
]);
export type ChatSocketEvent = z.infer<typeof ChatSocketEvent>;

export const chatRoutes = {
  /** The caller's conversations, the experts a member can write to, and the unread count. */
  listChatConversations: {
    group: 'chat',
    method: 'GET',
    path: '/api/chat/conversations',
    auth: 'session',
    response: ChatConversationsResponse,
  },
  /** A member opens (or finds again) their conversation with an expert who takes chat. */
  startChatConversation: {
    group: 'chat',
    method: 'POST',
    path: '/api/chat/conversations',
    auth: 'session',
    body: StartConversationInput,
    response: ChatConversationSummary,
  },
  /** One of the caller's conversations: a page of messages; fetching marks the other side's messages delivered. */
  getChatMessages: {
    group: 'chat',
    method: 'GET',
    path: '/api/chat/conversations/{conversationId}/messages',
    auth: 'session',
    query: ChatMessagesQuery,
    response: ChatMessagesResponse,
  },
  /** A message into one of the caller's conversations; a resend with the same `clientMessageId` answers the first. */
  sendChatMessage: {
    group: 'chat',
    method: 'POST',
    path: '/api/chat/conversations/{conversationId}/messages',
    auth: 'session',
    body: ChatMessageInput,
    response: ChatMessageSent,
    status: 201,
  },
  /** The caller has seen the other side's messages up to `seq`. */
  markChatRead: {
    group: 'chat',
    method: 'POST',
    path: '/api/chat/conversations/{conversationId}/read',
    auth: 'session',
    body: ReadInput,
    response: ChatReceipt,
  },
  /** A ticket to open the live socket. */
  getChatSocketTicket: {
    group: 'chat',
    method: 'POST',
    path: '/api/chat/socket-ticket',
    auth: 'session',
    response: ChatSocketTicket,
  },
} as const satisfies Record<string, RouteContract>;
