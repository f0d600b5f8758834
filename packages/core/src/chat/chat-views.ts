import type { Expert } from '../booking/expert';
import {
  type ChatConversation,
  type ChatConversationView,
  type ChatReceipt,
  type ChatSide,
  otherSide,
} from './chat-conversation';
import { type ChatWireMessage, wireMessage } from './chat-push';

export interface ChatCounterpartView {
  id: string;
  name: string;
  photoUrl?: string | undefined;
}

/** A conversation as the reader's list and page show it (contracts' ChatConversationSummary). */
export interface ChatConversationSummaryView {
  id: string;
  counterpart: ChatCounterpartView;
  lastMessage?: ChatWireMessage | undefined;
  unread: number;
  receipt: ChatReceipt;
  updatedAt: string;
}

/** The other person as the reader sees them: the expert's name and photo, or the member's first name only. */
export function counterpartOf(
  conversation: ChatConversation,
  reader: ChatSide,
  expert: Pick<Expert, 'name' | 'photoUrl'> | undefined,
): ChatCounterpartView {
  if (reader === 'expert') return { id: conversation.memberId, name: conversation.member.firstName };
  return { id: conversation.expertId, name: expert?.name ?? '', ...(expert ? { photoUrl: expert.photoUrl } : {}) };
}

export function conversationSummary(
  view: ChatConversationView,
  reader: ChatSide,
  expert: Pick<Expert, 'name' | 'photoUrl'> | undefined,
): ChatConversationSummaryView {
  return {
    id: view.id,
    counterpart: counterpartOf(view, reader, expert),
    ...(view.lastMessage ? { lastMessage: wireMessage(view.lastMessage, reader) } : {}),
    unread: view.unread,
    receipt: view.receipts[otherSide(reader)],
    updatedAt: view.updatedAt.toISOString(),
  };
}

/** Experts a member can write to: active ones who take chat. */
export const takesChat = (expert: Expert): boolean => !expert.retiredAt && expert.takesChat !== false;
