import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from '../accounts/memory-rate-limit-store';
import { RateLimiter } from '../accounts/rate-limits';
import type { Expert } from '../booking/expert';
import type { RiskFlag } from '../coach/on-call-notifier';
import { NotFoundError, TooManyRequestsError } from '../shared/errors';
import { startChatConversation } from './chat-conversations';
import type { ChatDeps } from './chat-deps';
import { CHAT_WAITING_MAIL_INTERVAL_MS, chatRateLimits } from './chat-limits';
import type { ChatParty } from './chat-party';
import type { ChatPushEvent } from './chat-push';
import { markChatRead, readChatMessages } from './chat-reading';
import type { ChatWaitingMail } from './chat-waiting-mailer';
import { MemoryChatSocketStore, MemoryChatStore } from './memory-chat-store';
import { sendChatMessage } from './send-chat-message';

const expert = {
  id: 'amelie',
  name: 'Amélie Laurent',
  photoUrl: '/experts/amelie.jpg',
  email: 'amelie@experts.example',
  languages: ['fr', 'en'],
} as unknown as Expert;
const member: ChatParty = { side: 'member', memberId: 'user-1' };
const amelie: ChatParty = { side: 'expert', expertId: 'amelie' };

function setup() {
  let now = new Date('2026-05-01T10:00:00Z');
  let id = 0;
  const live = new Set<string>();
  const pushed: Array<{ to: string; event: ChatPushEvent }> = [];
  const mails: ChatWaitingMail[] = [];
  const flags: RiskFlag[] = [];
  const store = new MemoryChatStore();
  const deps: ChatDeps = {
    store,
    sockets: new MemoryChatSocketStore(),
    push: {
      deliver: async (to, event) => {
        if (!live.has(to)) return false;
        pushed.push({ to, event });
        return true;
      },
    },
    experts: {
      getExpert: async (expertId) => (expertId === expert.id ? expert : undefined),
      listExperts: async () => [expert],
    },
    limiter: new RateLimiter(new MemoryRateLimitStore(), () => now),
    onCall: { flag: async (flag) => void flags.push(flag) },
    waitingMail: { send: async (mail) => void mails.push(mail) },
    now: () => now,
    newId: () => `00000000-0000-4000-8000-${String(++id).padStart(12, '0')}`,
    newTicket: () => `ticket-${++id}`,
    reportError: (error) => {
      throw error;
    },
  };
  return {
    deps,
    store,
    live,
    pushed,
    mails,
    flags,
    later: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

async function opened(deps: ChatDeps) {
  return startChatConversation(deps, member, 'amelie', async () => ({
    firstName: 'Sam',
    email: 'sam@acme.example',
    locale: 'es',
  }));
}

let clientId = 0;
const send = (deps: ChatDeps, party: ChatParty, conversationId: string, text: string) =>
  sendChatMessage(deps, party, conversationId, {
    clientMessageId: `10000000-0000-4000-8000-${String(++clientId).padStart(12, '0')}`,
    text,
    locale: 'en',
  });

describe('sending a chat message', () => {
  it('numbers messages in order, answers a resend with the first, and refuses strangers with a 404', async () => {
    const { deps } = setup();
    const conversation = await opened(deps);
    const first = await send(deps, member, conversation.id, 'Hello');
    const input = { clientMessageId: first.message.clientMessageId, text: 'Hello', locale: 'en' as const };
    expect((await sendChatMessage(deps, member, conversation.id, input)).message).toEqual(first.message);
    const reply = await send(deps, amelie, conversation.id, 'Bonjour Sam');
    expect([first.message.seq, reply.message.seq]).toEqual([1, 2]);
    await expect(send(deps, { side: 'member', memberId: 'user-2' }, conversation.id, 'hi')).rejects.toThrow(
      NotFoundError,
    );
    await expect(send(deps, { side: 'expert', expertId: 'bruno' }, conversation.id, 'hi')).rejects.toThrow(
      NotFoundError,
    );
  });

  it('pushes to a live recipient (delivered, with the unread count) and mails an absent one once an hour, without words', async () => {
    const { deps, live, pushed, mails, later } = setup();
    const conversation = await opened(deps);
    live.add('member:user-1');
    await send(deps, amelie, conversation.id, 'A private reply');
    expect(pushed.map(({ event }) => event.type)).toEqual(['message', 'unread']);
    expect(mails).toEqual([]);
    const page = await readChatMessages(deps, amelie, conversation.id, { limit: 30 });
    expect(page.conversation.receipt.deliveredSeq).toBe(1);

    live.clear();
    await send(deps, member, conversation.id, 'Thanks, one more question');
    await send(deps, member, conversation.id, 'And another');
    expect(mails).toEqual([
      {
        to: { email: 'amelie@experts.example', locale: 'fr' },
        recipient: 'expert',
        senderName: 'Sam',
        conversationId: conversation.id,
      },
    ]);
    later(CHAT_WAITING_MAIL_INTERVAL_MS);
    await send(deps, member, conversation.id, 'Still there?');
    expect(mails).toHaveLength(2);
    expect(JSON.stringify(mails)).not.toMatch(/question|another|Still/);
  });

  it('answers a risky member message with the crisis card, still delivers it, and flags on-call once an hour without words', async () => {
    const { deps, flags, store } = setup();
    const conversation = await opened(deps);
    const sent = await send(deps, member, conversation.id, 'I want to kill myself');
    expect(sent.crisis?.categories).toContain('suicide_self_harm');
    await send(deps, member, conversation.id, 'I want to end my life tonight');
    expect(flags).toEqual([{ source: 'chat', categories: sent.crisis?.categories, at: expect.any(Date) }]);
    expect(store.log.map((message) => message.seq)).toEqual([1, 2]);
    // An expert's words never pass the member's risk check.
    expect((await send(deps, amelie, conversation.id, 'I want to kill myself')).crisis).toBeUndefined();
  });

  it('remembers a risky member message for the expert only: never an expert’s or a safe one, and a resend keeps it', async () => {
    const { deps, store, live, pushed } = setup();
    const conversation = await opened(deps);
    live.add('expert:amelie');
    live.add('member:user-1');
    const risky = await send(deps, member, conversation.id, 'I want to kill myself');
    const safe = await send(deps, member, conversation.id, 'Work was hard today');
    await send(deps, amelie, conversation.id, 'I want to kill myself');
    expect(store.log.map((message) => [message.from, message.riskFlagged])).toEqual([
      ['member', true],
      ['member', false],
      ['expert', false],
    ]);
    // The member saw the card: their own answers and pages carry no mark.
    expect(risky.message).not.toHaveProperty('riskFlagged');
    const pushedMessages = (to: string) =>
      pushed.flatMap(({ to: key, event }) => (key === to && event.type === 'message' ? [event.message] : []));
    expect(pushedMessages('member:user-1').map((message) => message.riskFlagged)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(pushedMessages('expert:amelie').map((message) => message.riskFlagged)).toEqual([true, false, false]);
    const expertPage = await readChatMessages(deps, amelie, conversation.id, { limit: 30 });
    expect(expertPage.messages.map((message) => message.riskFlagged)).toEqual([true, false, false]);
    const memberPage = await readChatMessages(deps, member, conversation.id, { limit: 30 });
    expect(memberPage.messages.some((message) => 'riskFlagged' in message)).toBe(false);

    // A resend answers the stored message whatever its words now: the first answer's flag stays, both ways.
    const resend = (clientMessageId: string, text: string) =>
      sendChatMessage(deps, member, conversation.id, { clientMessageId, text, locale: 'en' });
    await resend(risky.message.clientMessageId, 'Work was hard today');
    await resend(safe.message.clientMessageId, 'I want to kill myself');
    expect(store.log.map((message) => message.riskFlagged)).toEqual([true, false, false]);
  });

  it('refuses a flood with 429', async () => {
    const { deps } = setup();
    const conversation = await opened(deps);
    for (let i = 0; i < chatRateLimits.messagesPerMinute.limit; i++) await send(deps, member, conversation.id, `m${i}`);
    await expect(send(deps, member, conversation.id, 'one too many')).rejects.toThrow(TooManyRequestsError);
  });

  it('moves the read point and the unread count', async () => {
    const { deps, live, pushed } = setup();
    const conversation = await opened(deps);
    await send(deps, amelie, conversation.id, 'one');
    await send(deps, amelie, conversation.id, 'two');
    live.add('expert:amelie');
    live.add('member:user-1');
    expect(await markChatRead(deps, member, conversation.id, 1)).toEqual({ deliveredSeq: 1, readSeq: 1 });
    expect(pushed.map(({ to, event }) => [to, event.type])).toEqual([
      ['expert:amelie', 'receipt'],
      ['member:user-1', 'unread'],
    ]);
    expect(pushed[1]?.event).toEqual({ type: 'unread', unread: 1 });
  });
});
