import { bookingMessages } from '../booking/booking-messages';
import type { Expert } from '../booking/expert';
import { ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import type { ChatMemberContact } from './chat-conversation';
import type { ChatDeps } from './chat-deps';
import { chatLimitKeys } from './chat-limits';
import { chatMessages } from './chat-messages';
import type { ChatParty } from './chat-party';
import { type ChatConversationSummaryView, conversationSummary, takesChat } from './chat-views';

/** An expert a member can write to (contracts' ChatExpert). */
export interface ChatExpertView {
  id: string;
  name: string;
  photoUrl: string;
  credentials: string;
  languages: string[];
  conversationId?: string | undefined;
}

/**
 * The caller's conversations, newest activity first, and for a member the experts who take chat (each with the
 * member's conversation, when there is one); the unread count for the navigation.
 */
export async function listChatConversations(
  deps: Pick<ChatDeps, 'store' | 'experts'>,
  party: ChatParty,
): Promise<{ conversations: ChatConversationSummaryView[]; experts: ChatExpertView[]; unread: number }> {
  const [views, experts] = await Promise.all([
    deps.store.conversationsOf(party),
    party.side === 'member' ? deps.experts.listExperts({ includeRetired: true }) : Promise.resolve([]),
  ]);
  const byId = new Map(experts.map((expert) => [expert.id, expert]));
  const conversationWith = new Map(views.map((view) => [view.expertId, view.id]));
  return {
    conversations: views.map((view) => conversationSummary(view, party.side, byId.get(view.expertId))),
    experts: experts.filter(takesChat).map((expert) => ({
      id: expert.id,
      name: expert.name,
      photoUrl: expert.photoUrl,
      credentials: expert.credentials,
      languages: [...expert.languages],
      ...(conversationWith.has(expert.id) ? { conversationId: conversationWith.get(expert.id) } : {}),
    })),
    unread: views.reduce((sum, view) => sum + view.unread, 0),
  };
}

/** An active expert who takes chat, or the refusal a member reads. */
async function chatExpert(deps: Pick<ChatDeps, 'experts'>, expertId: string): Promise<Expert> {
  const expert = await deps.experts.getExpert(expertId);
  if (!expert || expert.retiredAt) throw new NotFoundError(bookingMessages.expertNotFound, 'booking.expertNotFound');
  if (!takesChat(expert)) throw new ValidationError(chatMessages.expertNotTakingChat, 'chat.expertNotTakingChat');
  return expert;
}

/**
 * A member opens their conversation with an expert who takes chat, or finds it again (one per pair). Only members
 * start conversations; a new one counts against the member's daily limit (a crawl of the directory stops there).
 */
export async function startChatConversation(
  deps: Pick<ChatDeps, 'store' | 'experts' | 'limiter' | 'now' | 'newId'>,
  party: ChatParty,
  expertId: string,
  contact: () => Promise<ChatMemberContact>,
): Promise<ChatConversationSummaryView> {
  if (party.side !== 'member') throw new ForbiddenError();
  const expert = await chatExpert(deps, expertId);
  const existing = await deps.store.conversationBetween(party.memberId, expert.id);
  if (!existing) await deps.limiter.consume(chatLimitKeys(party.memberId).conversations);
  const conversation = await deps.store.openConversation({
    id: existing?.id ?? deps.newId(),
    memberId: party.memberId,
    expertId: expert.id,
    member: await contact(),
    at: deps.now(),
  });
  const view = await deps.store.viewOf(conversation.id, 'member');
  return conversationSummary(view ?? { ...conversation, unread: 0 }, 'member', expert);
}
