import { type ChatReceipt, type ChatSide, otherSide } from './chat-conversation';
import type { ChatDeps } from './chat-deps';
import { type ChatParty, chatPartyKey, partyOfSide, sideInConversation } from './chat-party';
import { type ChatPushEvent, type ChatWireMessage, wireMessage } from './chat-push';
import { advanceReceipt, newestSeq } from './chat-receipts';
import { type ChatConversationSummaryView, conversationSummary } from './chat-views';

type PushDeps = Pick<ChatDeps, 'push' | 'reportError'>;

/** Pushes an event to a party's sockets; a failed push only means they catch up by fetching. */
export async function pushTo(deps: PushDeps, partyKey: string, event: ChatPushEvent): Promise<boolean> {
  try {
    return await deps.push.deliver(partyKey, event);
  } catch (error) {
    deps.reportError(error, 'chat.push');
    return false;
  }
}

/** Moves the reader's receipt and tells the other side's pages (their messages' ticks), when it moved. */
export async function advanceAndAnnounce(
  deps: Pick<ChatDeps, 'store' | 'push' | 'reportError'>,
  conversation: {
    id: string;
    memberId: string;
    expertId: string;
    lastSeq: number;
    receipts: Record<ChatSide, ChatReceipt>;
  },
  reader: ChatSide,
  change: Partial<ChatReceipt>,
): Promise<ChatReceipt> {
  const current = conversation.receipts[reader];
  const next = advanceReceipt(current, change, conversation.lastSeq);
  if (next.deliveredSeq === current.deliveredSeq && next.readSeq === current.readSeq) return current;
  const stored = await deps.store.advanceReceipt(conversation.id, reader, next);
  await pushTo(deps, chatPartyKey(partyOfSide(conversation, otherSide(reader))), {
    type: 'receipt',
    conversationId: conversation.id,
    side: reader,
    receipt: stored,
  });
  return stored;
}

/**
 * A page of one of the caller's conversations (404 for anyone else's). What it hands the reader of the other side's
 * messages counts as delivered, and the other side's page hears so.
 */
export async function readChatMessages(
  deps: Pick<ChatDeps, 'store' | 'experts' | 'push' | 'reportError'>,
  party: ChatParty,
  conversationId: string,
  page: { before?: number | undefined; after?: number | undefined; limit: number },
): Promise<{
  conversation: ChatConversationSummaryView;
  messages: ChatWireMessage[];
  hasOlder: boolean;
}> {
  const conversation = await deps.store.getConversation(conversationId);
  const reader = sideInConversation(conversation, party);
  const { messages, hasOlder } = await deps.store.messages(conversationId, page);
  const fetched = messages.filter((message) => message.from !== reader);
  if (conversation && fetched.length > 0) {
    await advanceAndAnnounce(deps, conversation, reader, { deliveredSeq: newestSeq(fetched) });
  }
  const [view, expert] = await Promise.all([
    deps.store.viewOf(conversationId, reader),
    deps.experts.getExpert(conversation?.expertId ?? ''),
  ]);
  return {
    conversation: conversationSummary(
      view ?? { ...(conversation as NonNullable<typeof conversation>), unread: 0 },
      reader,
      expert,
    ),
    messages: messages.map((message) => wireMessage(message, reader)),
    hasOlder,
  };
}

/** The caller was shown the other side's messages up to `seq`: their receipt, and the new unread count on their pages. */
export async function markChatRead(
  deps: Pick<ChatDeps, 'store' | 'push' | 'reportError'>,
  party: ChatParty,
  conversationId: string,
  seq: number,
): Promise<ChatReceipt> {
  const conversation = await deps.store.getConversation(conversationId);
  const reader = sideInConversation(conversation, party);
  if (!conversation) return { deliveredSeq: 0, readSeq: 0 };
  const receipt = await advanceAndAnnounce(deps, conversation, reader, { readSeq: seq });
  if (receipt.readSeq !== conversation.receipts[reader].readSeq) {
    await pushTo(deps, chatPartyKey(party), { type: 'unread', unread: await deps.store.unreadOf(party) });
  }
  return receipt;
}
