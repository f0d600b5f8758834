import type {
  ChatConversation,
  ChatConversationView,
  ChatMemberContact,
  ChatMessageRecord,
  ChatParty,
  ChatReceipt,
  ChatSide,
  ChatStore,
  Locale,
  NewChatMessage,
  SqlDatabase,
  SqlExecutor,
} from '@kinwell/core';

interface ConversationRow {
  id: string;
  member_id: string;
  expert_id: string;
  member_first_name: string;
  member_email: string | null;
  member_locale: string;
  last_seq: number | string;
  member_delivered_seq: number | string;
  member_read_seq: number | string;
  expert_delivered_seq: number | string;
  expert_read_seq: number | string;
  created_at: Date | string;
  updated_at: Date | string;
}

interface MessageRow {
  id: string;
  conversation_id: string;
  seq: number | string;
  client_message_id: string;
  sender: ChatSide;
  text: string;
  risk_flagged: boolean;
  created_at: Date | string;
}

type ViewRow = ConversationRow & {
  unread: number | string;
  m_id: string | null;
  m_seq: number | string | null;
  m_client_message_id: string | null;
  m_sender: ChatSide | null;
  m_text: string | null;
  m_risk_flagged: boolean | null;
  m_created_at: Date | string | null;
};

const CONVERSATION_COLUMNS = `c.id, c.member_id, c.expert_id, c.member_first_name, c.member_email, c.member_locale,
  c.last_seq, c.member_delivered_seq, c.member_read_seq, c.expert_delivered_seq, c.expert_read_seq, c.created_at,
  c.updated_at`;
const MESSAGE_COLUMNS = 'id, conversation_id, seq, client_message_id, sender, text, risk_flagged, created_at';

// Column names by side: chosen from these fixed tables, never from input.
const READ_SEQ = { member: 'member_read_seq', expert: 'expert_read_seq' } as const;
const DELIVERED_SEQ = { member: 'member_delivered_seq', expert: 'expert_delivered_seq' } as const;
const MAILED_AT = { member: 'member_mailed_at', expert: 'expert_mailed_at' } as const;

const toConversation = (row: ConversationRow): ChatConversation => ({
  id: row.id,
  memberId: row.member_id,
  expertId: row.expert_id,
  member: {
    firstName: row.member_first_name,
    ...(row.member_email ? { email: row.member_email } : {}),
    locale: row.member_locale as Locale,
  },
  lastSeq: Number(row.last_seq),
  receipts: {
    member: { deliveredSeq: Number(row.member_delivered_seq), readSeq: Number(row.member_read_seq) },
    expert: { deliveredSeq: Number(row.expert_delivered_seq), readSeq: Number(row.expert_read_seq) },
  },
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

const toMessage = (row: MessageRow): ChatMessageRecord => ({
  id: row.id,
  conversationId: row.conversation_id,
  seq: Number(row.seq),
  clientMessageId: row.client_message_id,
  from: row.sender,
  text: row.text,
  riskFlagged: row.risk_flagged === true,
  createdAt: new Date(row.created_at),
});

const toView = (row: ViewRow): ChatConversationView => ({
  ...toConversation(row),
  unread: Number(row.unread),
  ...(row.m_id
    ? {
        lastMessage: toMessage({
          id: row.m_id,
          conversation_id: row.id,
          seq: row.m_seq ?? 0,
          client_message_id: row.m_client_message_id ?? '',
          sender: row.m_sender ?? 'member',
          text: row.m_text ?? '',
          risk_flagged: row.m_risk_flagged ?? false,
          created_at: row.m_created_at ?? row.updated_at,
        }),
      }
    : {}),
});

/** The conversations as a side lists them: the newest message (its seq is the conversation's last) and unread. */
const viewQuery = (reader: ChatSide, where: string) => `
  SELECT ${CONVERSATION_COLUMNS}, m.id AS m_id, m.seq AS m_seq, m.client_message_id AS m_client_message_id,
    m.sender AS m_sender, m.text AS m_text, m.risk_flagged AS m_risk_flagged, m.created_at AS m_created_at,
    (SELECT count(*) FROM chat_messages u
      WHERE u.conversation_id = c.id AND u.sender <> '${reader}' AND u.seq > c.${READ_SEQ[reader]}) AS unread
  FROM chat_conversations c
  LEFT JOIN chat_messages m ON m.conversation_id = c.id AND m.seq = c.last_seq
  WHERE ${where}
  ORDER BY c.updated_at DESC, c.id`;

const partyFilter = (party: ChatParty) =>
  party.side === 'member'
    ? { where: 'c.member_id = :partyId', partyId: party.memberId }
    : { where: 'c.expert_id = :partyId', partyId: party.expertId };

/** A resend found inside the send's transaction: rolls it back (the sequence number stays unused). */
class KnownMessage extends Error {
  constructor(readonly message_: ChatMessageRecord) {
    super('known message');
  }
}

/** Conversations and messages in SQL (migrations 010-chat, 012-chat-risk-flag), shared by PGlite and the Data API. */
export class SqlChatStore implements ChatStore {
  constructor(private readonly db: SqlDatabase) {}

  private async one(executor: SqlExecutor, where: string, params: Record<string, string>) {
    const { rows } = await executor.query<ConversationRow>(
      `SELECT ${CONVERSATION_COLUMNS} FROM chat_conversations c WHERE ${where}`,
      params,
    );
    return rows[0] ? toConversation(rows[0]) : undefined;
  }

  conversationBetween(memberId: string, expertId: string) {
    return this.one(this.db, 'c.member_id = :memberId AND c.expert_id = :expertId', { memberId, expertId });
  }

  getConversation(conversationId: string) {
    return this.one(this.db, 'c.id = :conversationId', { conversationId });
  }

  async openConversation(input: {
    id: string;
    memberId: string;
    expertId: string;
    member: ChatMemberContact;
    at: Date;
  }): Promise<ChatConversation> {
    // One statement: a race of two opens ends on the same row, the member's contact as the later one gave it.
    const { rows } = await this.db.query<ConversationRow>(
      `INSERT INTO chat_conversations AS c (id, member_id, expert_id, member_first_name, member_email, member_locale,
         created_at, updated_at)
       VALUES (:id, :memberId, :expertId, :firstName, :email, :locale, :at, :at)
       ON CONFLICT (member_id, expert_id) DO UPDATE SET member_first_name = EXCLUDED.member_first_name,
         member_email = EXCLUDED.member_email, member_locale = EXCLUDED.member_locale
       RETURNING ${CONVERSATION_COLUMNS}`,
      {
        id: input.id,
        memberId: input.memberId,
        expertId: input.expertId,
        firstName: input.member.firstName,
        email: input.member.email ?? null,
        locale: input.member.locale,
        at: input.at,
      },
    );
    return toConversation(rows[0] as ConversationRow);
  }

  async viewOf(conversationId: string, reader: ChatSide) {
    const { rows } = await this.db.query<ViewRow>(viewQuery(reader, 'c.id = :conversationId'), { conversationId });
    return rows[0] ? toView(rows[0]) : undefined;
  }

  async conversationsOf(party: ChatParty) {
    const { where, partyId } = partyFilter(party);
    const { rows } = await this.db.query<ViewRow>(viewQuery(party.side, where), { partyId });
    return rows.map(toView);
  }

  async appendMessage(message: NewChatMessage): Promise<{ message: ChatMessageRecord; duplicate: boolean }> {
    try {
      const stored = await this.db.transaction(async (tx) => {
        // The conversation's row lock orders concurrent sends: each takes the next number in turn.
        const { rows } = await tx.query<{ last_seq: number | string }>(
          `UPDATE chat_conversations SET last_seq = last_seq + 1, updated_at = :createdAt
           WHERE id = :conversationId RETURNING last_seq`,
          { conversationId: message.conversationId, createdAt: message.createdAt },
        );
        if (!rows[0]) throw new Error(`No chat conversation ${message.conversationId}`);
        // Under the lock, a resend sent at the same moment is seen here once its twin committed.
        const known = await this.byClientId(tx, message.conversationId, message.clientMessageId);
        if (known) throw new KnownMessage(known);
        const inserted = await tx.query<MessageRow>(
          `INSERT INTO chat_messages (id, conversation_id, seq, client_message_id, sender, text, risk_flagged,
             created_at)
           VALUES (:id, :conversationId, :seq, :clientMessageId, :from, :text, :riskFlagged, :createdAt)
           RETURNING ${MESSAGE_COLUMNS}`,
          {
            id: message.id,
            conversationId: message.conversationId,
            seq: Number(rows[0].last_seq),
            clientMessageId: message.clientMessageId,
            from: message.from,
            text: message.text,
            // Only a member's words pass the crisis check: an expert's message is never flagged, whatever it was given.
            riskFlagged: message.from === 'member' && message.riskFlagged,
            createdAt: message.createdAt,
          },
        );
        return toMessage(inserted.rows[0] as MessageRow);
      });
      return { message: stored, duplicate: false };
    } catch (error) {
      if (error instanceof KnownMessage) return { message: error.message_, duplicate: true };
      throw error;
    }
  }

  private async byClientId(executor: SqlExecutor, conversationId: string, clientMessageId: string) {
    const { rows } = await executor.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages
       WHERE conversation_id = :conversationId AND client_message_id = :clientMessageId`,
      { conversationId, clientMessageId },
    );
    return rows[0] ? toMessage(rows[0]) : undefined;
  }

  messageByClientId(conversationId: string, clientMessageId: string) {
    return this.byClientId(this.db, conversationId, clientMessageId);
  }

  async messages(
    conversationId: string,
    page: { before?: number | undefined; after?: number | undefined; limit: number },
  ): Promise<{ messages: ChatMessageRecord[]; hasOlder: boolean }> {
    if (page.after !== undefined) {
      const { rows } = await this.db.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = :conversationId AND seq > :after
         ORDER BY seq LIMIT :limit`,
        { conversationId, after: page.after, limit: page.limit },
      );
      const messages = rows.map(toMessage);
      const first = messages[0]?.seq ?? page.after + 1;
      return { messages, hasOlder: first > 1 };
    }
    // One more than a page tells whether older messages remain.
    const { rows } = await this.db.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = :conversationId
       ${page.before !== undefined ? 'AND seq < :before' : ''} ORDER BY seq DESC LIMIT :limit`,
      page.before !== undefined
        ? { conversationId, before: page.before, limit: page.limit + 1 }
        : { conversationId, limit: page.limit + 1 },
    );
    const newestFirst = rows.map(toMessage);
    return { messages: newestFirst.slice(0, page.limit).reverse(), hasOlder: newestFirst.length > page.limit };
  }

  async advanceReceipt(conversationId: string, side: ChatSide, receipt: ChatReceipt): Promise<ChatReceipt> {
    const delivered = DELIVERED_SEQ[side];
    const read = READ_SEQ[side];
    // GREATEST: two updates in either order leave the furthest point.
    const { rows } = await this.db.query<{ delivered: number | string; read: number | string }>(
      `UPDATE chat_conversations SET ${delivered} = GREATEST(${delivered}, :deliveredSeq),
         ${read} = GREATEST(${read}, :readSeq)
       WHERE id = :conversationId RETURNING ${delivered} AS delivered, ${read} AS read`,
      { conversationId, deliveredSeq: receipt.deliveredSeq, readSeq: receipt.readSeq },
    );
    return rows[0] ? { deliveredSeq: Number(rows[0].delivered), readSeq: Number(rows[0].read) } : receipt;
  }

  async unreadOf(party: ChatParty): Promise<number> {
    const { where, partyId } = partyFilter(party);
    const { rows } = await this.db.query<{ unread: number | string | null }>(
      `SELECT count(*) AS unread FROM chat_conversations c JOIN chat_messages u ON u.conversation_id = c.id
       WHERE ${where} AND u.sender <> '${party.side}' AND u.seq > c.${READ_SEQ[party.side]}`,
      { partyId },
    );
    return Number(rows[0]?.unread ?? 0);
  }

  async claimWaitingMail(conversationId: string, recipient: ChatSide, at: Date, sentBefore: Date) {
    const column = MAILED_AT[recipient];
    const { rowCount } = await this.db.query(
      `UPDATE chat_conversations SET ${column} = :at
       WHERE id = :conversationId AND (${column} IS NULL OR ${column} <= :sentBefore)`,
      { conversationId, at, sentBefore },
    );
    return rowCount > 0;
  }

  async memberChats(memberId: string) {
    const { rows } = await this.db.query<ConversationRow>(
      `SELECT ${CONVERSATION_COLUMNS} FROM chat_conversations c WHERE c.member_id = :memberId ORDER BY c.created_at`,
      { memberId },
    );
    const { rows: messageRows } = await this.db.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS.split(', ')
        .map((column) => `m.${column}`)
        .join(', ')} FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
       WHERE c.member_id = :memberId ORDER BY m.conversation_id, m.seq`,
      { memberId },
    );
    const messages = messageRows.map(toMessage);
    return rows.map(toConversation).map((conversation) => ({
      conversation,
      messages: messages.filter((message) => message.conversationId === conversation.id),
    }));
  }

  async deleteForMember(memberId: string): Promise<void> {
    // The messages go with their conversation (ON DELETE CASCADE).
    await this.db.query('DELETE FROM chat_conversations WHERE member_id = :memberId', { memberId });
  }
}
