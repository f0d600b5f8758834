import { coachLimitKeys } from '../coach/coach-limits';
import { assessRisk } from '../crisis/assess-risk';
import type { RiskCategory } from '../crisis/crisis-language';
import { type Locale, preferredLocale } from '../i18n/locales';
import { TooManyRequestsError, ValidationError } from '../shared/errors';
import { type ChatConversation, type ChatMessageRecord, type ChatSide, otherSide } from './chat-conversation';
import type { ChatDeps } from './chat-deps';
import { chatLimitKeys, MAX_CHAT_MESSAGE_CHARS } from './chat-limits';
import { chatMessages } from './chat-messages';
import { type ChatParty, chatPartyKey, partyOfSide, sideInConversation } from './chat-party';
import { type ChatWireMessage, wireMessage } from './chat-push';
import { advanceAndAnnounce, pushTo } from './chat-reading';
import { waitingMailCutoff } from './chat-waiting-mail';

export interface ChatMessageSentView {
  message: ChatWireMessage;
  /** A member's risky message: the page shows the crisis card; the message still reaches the expert. */
  crisis?: { categories: RiskCategory[] } | undefined;
}

/**
 * A message into one of the caller's conversations, in the order the crisis pathway asks for: a member's words pass
 * the risk check before anything else. A risky message is never refused by the rate limit (a person in crisis who
 * writes fast still reaches their expert); it flags the on-call channel (kinds and time, never the words; at most
 * once an hour per member, shared with the coach). Then the message is stored, remembering that it was risky so the
 * expert sees the member was shown urgent-help resources (a resend answers the first, its flag unchanged), pushed to
 * both sides' live pages (delivered when the recipient's took it), and when no page of the recipient's is open, they
 * are mailed at most once an hour per conversation, without the words.
 */
export async function sendChatMessage(
  deps: ChatDeps,
  party: ChatParty,
  conversationId: string,
  input: { clientMessageId: string; text: string; locale: Locale },
): Promise<ChatMessageSentView> {
  const conversation = await deps.store.getConversation(conversationId);
  const from = sideInConversation(conversation, party);
  const text = input.text.trim();
  if (text === '') throw new ValidationError(chatMessages.emptyMessage, 'chat.emptyMessage');
  if (text.length > MAX_CHAT_MESSAGE_CHARS)
    throw new ValidationError(chatMessages.messageTooLong, 'chat.messageTooLong');
  const risk = from === 'member' ? assessRisk(text, input.locale) : undefined;
  const crisis = risk?.level === 'risk' ? { categories: risk.categories } : undefined;
  const known = await deps.store.messageByClientId(conversationId, input.clientMessageId);
  if (known) return { message: wireMessage(known, from), ...(crisis ? { crisis } : {}) };
  if (crisis && conversation) await flagOnCall(deps, conversation.memberId, crisis.categories);
  else await deps.limiter.consume(chatLimitKeys(chatPartyKey(party)).messages);

  const { message, duplicate } = await deps.store.appendMessage({
    id: deps.newId(),
    conversationId,
    clientMessageId: input.clientMessageId,
    from,
    text,
    riskFlagged: crisis !== undefined,
    createdAt: deps.now(),
  });
  if (!duplicate && conversation) await deliver(deps, conversation, from, message);
  return { message: wireMessage(message, from), ...(crisis ? { crisis } : {}) };
}

async function deliver(deps: ChatDeps, conversation: ChatConversation, from: ChatSide, message: ChatMessageRecord) {
  const recipient = otherSide(from);
  const recipientKey = chatPartyKey(partyOfSide(conversation, recipient));
  const eventFor = (reader: ChatSide) => ({ type: 'message', message: wireMessage(message, reader) }) as const;
  // The sender's other pages (another tab, their phone) show it too.
  await pushTo(deps, chatPartyKey(partyOfSide(conversation, from)), eventFor(from));
  if (await pushTo(deps, recipientKey, eventFor(recipient))) {
    await advanceAndAnnounce(deps, { ...conversation, lastSeq: message.seq }, recipient, { deliveredSeq: message.seq });
    const unread = await deps.store.unreadOf(partyOfSide(conversation, recipient));
    await pushTo(deps, recipientKey, { type: 'unread', unread });
    return;
  }
  await mailIfDue(deps, conversation, recipient);
}

/** The waiting-message mail, when no page of the recipient's is open and none went to them within the hour. */
async function mailIfDue(deps: ChatDeps, conversation: ChatConversation, recipient: ChatSide) {
  try {
    const expert = await deps.experts.getExpert(conversation.expertId);
    const to =
      recipient === 'member'
        ? conversation.member.email && { email: conversation.member.email, locale: conversation.member.locale }
        : expert?.email && { email: expert.email, locale: preferredLocale(expert.languages) };
    if (!to) return;
    const now = deps.now();
    if (!(await deps.store.claimWaitingMail(conversation.id, recipient, now, waitingMailCutoff(now)))) return;
    await deps.waitingMail.send({
      to,
      recipient,
      senderName: recipient === 'member' ? (expert?.name ?? '') : conversation.member.firstName,
      conversationId: conversation.id,
    });
  } catch (error) {
    deps.reportError(error, 'chat.waitingMail');
  }
}

async function flagOnCall(deps: ChatDeps, memberId: string, categories: RiskCategory[]) {
  try {
    // The coach's bucket: a member in crisis across the coach and an expert chat is one episode for on-call.
    await deps.limiter.consume(coachLimitKeys(memberId).riskFlag);
  } catch (error) {
    if (error instanceof TooManyRequestsError) return;
    deps.reportError(error, 'chat.riskFlagLimit');
  }
  try {
    await deps.onCall.flag({ source: 'chat', categories, at: deps.now() });
  } catch (error) {
    deps.reportError(error, 'chat.riskFlag');
  }
}
