import type {
  ChatConversation,
  ChatConversationView,
  ChatMemberContact,
  ChatMessageRecord,
  ChatReceipt,
  ChatSide,
} from './chat-conversation';
import type { ChatParty } from './chat-party';

export interface NewChatMessage {
  id: string;
  conversationId: string;
  clientMessageId: string;
  from: ChatSide;
  text: string;
  /** Only a member's message can carry it (chat-conversation.ts). */
  riskFlagged: boolean;
  createdAt: Date;
}

/**
 * Conversations and their messages (SQL in both runtimes, migrations 010-chat and 012-chat-risk-flag). The database gives each message its
 * sequence number in the same statement that stores it, so two sends at once never share one, and refuses a second
 * message with the same client message id, so a resend never duplicates.
 */
export interface ChatStore {
  /** The member's conversation with the expert, if they have one. */
  conversationBetween(memberId: string, expertId: string): Promise<ChatConversation | undefined>;
  /**
   * Opens the member's conversation with the expert, or finds it again (then only the member's contact is
   * refreshed): one per pair, whatever the race.
   */
  openConversation(input: {
    id: string;
    memberId: string;
    expertId: string;
    member: ChatMemberContact;
    at: Date;
  }): Promise<ChatConversation>;
  getConversation(conversationId: string): Promise<ChatConversation | undefined>;
  /** One conversation as a side lists it (its newest message, that side's unread count). */
  viewOf(conversationId: string, reader: ChatSide): Promise<ChatConversationView | undefined>;
  /** A party's conversations, newest activity first, each with its newest message and the party's unread count. */
  conversationsOf(party: ChatParty): Promise<ChatConversationView[]>;
  /**
   * Stores a message with the next sequence number; a resend (same client message id) answers the first one, its
   * text and risk flag unchanged.
   */
  appendMessage(message: NewChatMessage): Promise<{ message: ChatMessageRecord; duplicate: boolean }>;
  messageByClientId(conversationId: string, clientMessageId: string): Promise<ChatMessageRecord | undefined>;
  /**
   * A page of messages, oldest first: the newest `limit` before `before` (or of all), or the oldest `limit` after
   * `after`. `hasOlder`: whether messages remain before the page's first.
   */
  messages(
    conversationId: string,
    page: { before?: number | undefined; after?: number | undefined; limit: number },
  ): Promise<{ messages: ChatMessageRecord[]; hasOlder: boolean }>;
  /** Moves a side's receipt forward to at least these points (never back, whatever the order of two updates). */
  advanceReceipt(conversationId: string, side: ChatSide, receipt: ChatReceipt): Promise<ChatReceipt>;
  /** Every message the party has not read, across their conversations: the navigation's count. */
  unreadOf(party: ChatParty): Promise<number>;
  /**
   * Claims the waiting-message mail of a conversation to one side: true (and the time recorded) only when the last
   * one went out at or before `sentBefore`, in one statement, so two messages at once mail once.
   */
  claimWaitingMail(conversationId: string, recipient: ChatSide, at: Date, sentBefore: Date): Promise<boolean>;
  /** A member's conversations with all their messages, oldest first (their data export). */
  memberChats(memberId: string): Promise<Array<{ conversation: ChatConversation; messages: ChatMessageRecord[] }>>;
  /** Erases a member's conversations and their messages (their account deletion); none is no error. */
  deleteForMember(memberId: string): Promise<void>;
}
