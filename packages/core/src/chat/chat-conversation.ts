import type { Locale } from '../i18n/locales';

/** Who wrote a message, seen from the conversation: its member or its expert. */
export type ChatSide = 'member' | 'expert';

export const otherSide = (side: ChatSide): ChatSide => (side === 'member' ? 'expert' : 'member');

/**
 * How far one side has come through the other side's messages: up to `deliveredSeq` they reached that side's page
 * (fetched or pushed to a live socket), up to `readSeq` they were shown. Read implies delivered.
 */
export interface ChatReceipt {
  deliveredSeq: number;
  readSeq: number;
}

/**
 * The member as the expert and the waiting-message mail know them, kept with the conversation when the member opens
 * it: the first name they chose to share, the address and language of their mail. The expert never sees the address.
 */
export interface ChatMemberContact {
  firstName: string;
  email?: string | undefined;
  locale: Locale;
}

/** One conversation between a member (their user id) and an expert (their expert id): at most one per pair. */
export interface ChatConversation {
  id: string;
  memberId: string;
  expertId: string;
  member: ChatMemberContact;
  /** The sequence number of the newest message (0: none yet). */
  lastSeq: number;
  /** Each side's progress through the other side's messages. */
  receipts: Record<ChatSide, ChatReceipt>;
  createdAt: Date;
  /** The newest message's time, else the conversation's start. */
  updatedAt: Date;
}

/** A stored message: `seq` is its place in the conversation (1, 2, 3…), given by the database as it is stored. */
export interface ChatMessageRecord {
  id: string;
  conversationId: string;
  seq: number;
  clientMessageId: string;
  from: ChatSide;
  text: string;
  /**
   * The crisis check found the member's message risky when it was stored, so the member was shown urgent-help
   * resources (011). Kept so the expert can answer with that in mind; never true for an expert's message.
   */
  riskFlagged: boolean;
  createdAt: Date;
}

/** A conversation as one side lists it: its newest message and what that side has not read. */
export interface ChatConversationView extends ChatConversation {
  lastMessage?: ChatMessageRecord | undefined;
  unread: number;
}
