import type {
  ChatConversation,
  ChatConversationView,
  ChatMessageRecord,
  ChatReceipt,
  ChatSide,
} from './chat-conversation';
import type { ChatParty } from './chat-party';
import { unreadCount } from './chat-receipts';
import type { ChatSocketStore } from './chat-socket-store';
import type { ChatStore, NewChatMessage } from './chat-store';

const NO_RECEIPT: ChatReceipt = { deliveredSeq: 0, readSeq: 0 };

/** Conversations in memory, for core's unit tests (the runtimes keep them in SQL). */
export class MemoryChatStore implements ChatStore {
  readonly conversations = new Map<string, ChatConversation>();
  readonly log: ChatMessageRecord[] = [];
  readonly mailSent = new Map<string, Date>();

  async conversationBetween(memberId: string, expertId: string) {
    return [...this.conversations.values()].find((c) => c.memberId === memberId && c.expertId === expertId);
  }

  async openConversation(input: Parameters<ChatStore['openConversation']>[0]) {
    const existing = await this.conversationBetween(input.memberId, input.expertId);
    const conversation: ChatConversation = existing
      ? { ...existing, member: input.member }
      : {
          id: input.id,
          memberId: input.memberId,
          expertId: input.expertId,
          member: input.member,
          lastSeq: 0,
          receipts: { member: NO_RECEIPT, expert: NO_RECEIPT },
          createdAt: input.at,
          updatedAt: input.at,
        };
    this.conversations.set(conversation.id, conversation);
    return conversation;
  }

  async getConversation(conversationId: string) {
    return this.conversations.get(conversationId);
  }

  async viewOf(conversationId: string, reader: ChatSide): Promise<ChatConversationView | undefined> {
    const conversation = this.conversations.get(conversationId);
    if (!conversation) return undefined;
    const messages = this.log.filter((message) => message.conversationId === conversationId);
    return {
      ...conversation,
      lastMessage: messages.at(-1),
      unread: unreadCount(messages, reader, conversation.receipts[reader]),
    };
  }

  async conversationsOf(party: ChatParty) {
    const mine = [...this.conversations.values()].filter((c) =>
      party.side === 'member' ? c.memberId === party.memberId : c.expertId === party.expertId,
    );
    const views = await Promise.all(mine.map((c) => this.viewOf(c.id, party.side)));
    return views
      .filter((view): view is ChatConversationView => view !== undefined)
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  }

  async appendMessage(input: NewChatMessage) {
    const known = await this.messageByClientId(input.conversationId, input.clientMessageId);
    if (known) return { message: known, duplicate: true };
    const conversation = this.conversations.get(input.conversationId);
    if (!conversation) throw new Error(`No conversation ${input.conversationId}`);
    const message = {
      ...input,
      riskFlagged: input.from === 'member' && input.riskFlagged,
      seq: conversation.lastSeq + 1,
    };
    this.log.push(message);
    this.conversations.set(conversation.id, { ...conversation, lastSeq: message.seq, updatedAt: input.createdAt });
    return { message, duplicate: false };
  }

  async messageByClientId(conversationId: string, clientMessageId: string) {
    return this.log.find((m) => m.conversationId === conversationId && m.clientMessageId === clientMessageId);
  }

  async messages(
    conversationId: string,
    page: { before?: number | undefined; after?: number | undefined; limit: number },
  ) {
    const all = this.log.filter((message) => message.conversationId === conversationId);
    if (page.after !== undefined) {
      const after = page.after;
      const newer = all.filter((message) => message.seq > after).slice(0, page.limit);
      return { messages: newer, hasOlder: all.some((message) => message.seq < (newer[0]?.seq ?? after + 1)) };
    }
    const older = all.filter((message) => page.before === undefined || message.seq < page.before);
    const messages = older.slice(-page.limit);
    return { messages, hasOlder: older.length > messages.length };
  }

  async advanceReceipt(conversationId: string, side: ChatSide, receipt: ChatReceipt) {
    const conversation = this.conversations.get(conversationId);
    if (!conversation) return receipt;
    const current = conversation.receipts[side];
    const next = {
      deliveredSeq: Math.max(current.deliveredSeq, receipt.deliveredSeq),
      readSeq: Math.max(current.readSeq, receipt.readSeq),
    };
    this.conversations.set(conversationId, { ...conversation, receipts: { ...conversation.receipts, [side]: next } });
    return next;
  }

  async unreadOf(party: ChatParty) {
    return (await this.conversationsOf(party)).reduce((sum, view) => sum + view.unread, 0);
  }

  async claimWaitingMail(conversationId: string, recipient: ChatSide, at: Date, sentBefore: Date) {
    const key = `${conversationId}:${recipient}`;
    const last = this.mailSent.get(key);
    if (last && last > sentBefore) return false;
    this.mailSent.set(key, at);
    return true;
  }

  async memberChats(memberId: string) {
    return [...this.conversations.values()]
      .filter((conversation) => conversation.memberId === memberId)
      .map((conversation) => ({
        conversation,
        messages: this.log.filter((message) => message.conversationId === conversation.id),
      }));
  }

  async deleteForMember(memberId: string) {
    for (const conversation of [...this.conversations.values()]) {
      if (conversation.memberId !== memberId) continue;
      this.conversations.delete(conversation.id);
      for (let i = this.log.length - 1; i >= 0; i--)
        if (this.log[i]?.conversationId === conversation.id) this.log.splice(i, 1);
    }
  }
}

/** Tickets and connections in memory, for core's unit tests. */
export class MemoryChatSocketStore implements ChatSocketStore {
  readonly tickets = new Map<string, { partyKey: string; expiresAt: Date }>();
  readonly connections = new Map<string, { partyKey: string; expiresAt: Date }>();

  async saveTicket(ticket: string, partyKey: string, expiresAt: Date) {
    this.tickets.set(ticket, { partyKey, expiresAt });
  }

  async burnTicket(ticket: string, now: Date) {
    const found = this.tickets.get(ticket);
    this.tickets.delete(ticket);
    return found && found.expiresAt > now ? found.partyKey : undefined;
  }

  async addConnection(connectionId: string, partyKey: string, _at: Date, expiresAt: Date) {
    this.connections.set(connectionId, { partyKey, expiresAt });
  }

  async removeConnection(connectionId: string) {
    this.connections.delete(connectionId);
  }

  async connectionsOf(partyKey: string, now: Date) {
    return [...this.connections.entries()]
      .filter(([, connection]) => connection.partyKey === partyKey && connection.expiresAt > now)
      .map(([id]) => id);
  }
}
