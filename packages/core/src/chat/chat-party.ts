import { NotFoundError } from '../shared/errors';
import type { ChatConversation, ChatSide } from './chat-conversation';
import { chatMessages } from './chat-messages';

/**
 * Who is calling the chat: a member (by their user id) or an expert (by their expert id; an expert's role comes from
 * their token's groups, their id from the address they sign in with, as for the expert console).
 */
export type ChatParty = { side: 'member'; memberId: string } | { side: 'expert'; expertId: string };

/**
 * The key of a party's live sockets and socket tickets: a member's user id and an expert's id never meet, so each is
 * prefixed with its side.
 */
export const chatPartyKey = (party: ChatParty): string =>
  party.side === 'member' ? `member:${party.memberId}` : `expert:${party.expertId}`;

/** The party of one side of a conversation. */
export const partyOfSide = (
  conversation: Pick<ChatConversation, 'memberId' | 'expertId'>,
  side: ChatSide,
): ChatParty =>
  side === 'member'
    ? { side: 'member', memberId: conversation.memberId }
    : { side: 'expert', expertId: conversation.expertId };

/**
 * The caller's side of a conversation: only its member and its expert may read or write it. Anyone else, or no such
 * conversation, is the same 404, so a stranger cannot learn that a conversation exists.
 */
export function sideInConversation(
  conversation: Pick<ChatConversation, 'memberId' | 'expertId'> | undefined,
  party: ChatParty,
): ChatSide {
  if (conversation) {
    if (party.side === 'member' && conversation.memberId === party.memberId) return 'member';
    if (party.side === 'expert' && conversation.expertId === party.expertId) return 'expert';
  }
  throw new NotFoundError(chatMessages.conversationNotFound, 'chat.conversationNotFound');
}
