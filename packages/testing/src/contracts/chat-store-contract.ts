import { randomUUID } from 'node:crypto';
import type { Expert, SqlDatabase } from '@kinwell/core';
import { migrate, migrations, SqlBookingStore, SqlChatSocketStore, SqlChatStore } from '@kinwell/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

export interface ChatStoreFixture {
  /** An empty database the migrations can run on. */
  db: SqlDatabase;
  cleanup: () => Promise<void>;
}

const SETUP_TIMEOUT_MS = 60_000;
const RACE_TIMEOUT_MS = 30_000;
const AT = new Date('2027-03-01T10:00:00Z');
const later = (ms: number) => new Date(AT.getTime() + ms);

const expert = (id: string, overrides: Partial<Expert> = {}): Expert => ({
  id,
  name: id,
  photoUrl: `/content/experts/${id}.jpg`,
  credentials: 'Clinical psychologist',
  specialties: ['anxiety'],
  languages: ['fr', 'en'],
  gender: 'Female',
  bio: { en: 'Calm, practical.' },
  timeZone: 'Europe/Paris',
  sessionMinutes: [50],
  location: { kind: 'phone' },
  ...overrides,
});

/**
 * Chat conversations, messages, receipts, tickets and connections on a SQL database (PGlite locally, the Data API in
 * AWS). The heart of it: 20 sends at once get 20 distinct consecutive numbers, and a resend is never stored twice.
 */
export function describeChatStoreContract(name: string, setup: () => Promise<ChatStoreFixture>): void {
  describe(`${name} (chat store contract)`, () => {
    let fixture: ChatStoreFixture | undefined;
    let store: SqlChatStore;
    let sockets: SqlChatSocketStore;
    const member = { firstName: 'Sam', email: 'sam@acme.example', locale: 'es' as const };

    beforeAll(async () => {
      fixture = await setup();
      await migrate(fixture.db, migrations);
      store = new SqlChatStore(fixture.db);
      sockets = new SqlChatSocketStore(fixture.db);
      const experts = new SqlBookingStore(fixture.db);
      await experts.addExpert(expert('amelie'));
      await experts.addExpert(expert('quiet', { takesChat: false }));
    }, SETUP_TIMEOUT_MS);
    afterAll(async () => {
      await fixture?.cleanup();
    });

    const open = (memberId: string, expertId = 'amelie', id = randomUUID()) =>
      store.openConversation({ id, memberId, expertId, member, at: AT });
    const send = (
      conversationId: string,
      from: 'member' | 'expert',
      text: string,
      clientMessageId = randomUUID(),
      riskFlagged = false,
    ) =>
      store.appendMessage({
        id: randomUUID(),
        conversationId,
        clientMessageId,
        from,
        text,
        riskFlagged,
        createdAt: AT,
      });

    it('keeps whether an expert takes chat', async () => {
      const experts = new SqlBookingStore(fixture?.db as SqlDatabase);
      expect((await experts.getExpert('amelie'))?.takesChat).not.toBe(false);
      expect((await experts.getExpert('quiet'))?.takesChat).toBe(false);
    });

    it('opens one conversation per member and expert, found again with the member’s contact refreshed', async () => {
      const first = await open('ana');
      const again = await store.openConversation({
        id: randomUUID(),
        memberId: 'ana',
        expertId: 'amelie',
        member: { ...member, firstName: 'Ana' },
        at: later(1000),
      });
      expect(again.id).toBe(first.id);
      expect(again.member.firstName).toBe('Ana');
      expect(await store.conversationBetween('ana', 'amelie')).toEqual(again);
      expect(first.receipts).toEqual({
        member: { deliveredSeq: 0, readSeq: 0 },
        expert: { deliveredSeq: 0, readSeq: 0 },
      });
    });

    it(
      'numbers 20 sends at once 1 to 20, and stores a resend once',
      async () => {
        const conversation = await open('race');
        const sent = await Promise.all(Array.from({ length: 20 }, (_, i) => send(conversation.id, 'member', `m${i}`)));
        expect(sent.map(({ message }) => message.seq).sort((a, b) => a - b)).toEqual(
          Array.from({ length: 20 }, (_, i) => i + 1),
        );
        const clientMessageId = randomUUID();
        const twins = await Promise.all([
          send(conversation.id, 'member', 'twin', clientMessageId),
          send(conversation.id, 'member', 'twin', clientMessageId),
        ]);
        expect(twins[0].message).toEqual(twins[1].message);
        expect(twins.map(({ duplicate }) => duplicate).sort()).toEqual([false, true]);
        expect((await store.getConversation(conversation.id))?.lastSeq).toBe(21);
        expect(await store.messageByClientId(conversation.id, clientMessageId)).toEqual(twins[0].message);
      },
      RACE_TIMEOUT_MS,
    );

    it('keeps a member message’s risk flag through every read, never on an expert’s, unchanged by a resend', async () => {
      const conversation = await open('flagged');
      const clientMessageId = randomUUID();
      const risky = await send(conversation.id, 'member', 'risky', clientMessageId, true);
      expect(risky.message.riskFlagged).toBe(true);
      await send(conversation.id, 'member', 'calm');
      await send(conversation.id, 'expert', 'an expert is never flagged', randomUUID(), true);
      const resent = await send(conversation.id, 'member', 'calm now', clientMessageId, false);
      expect(resent).toEqual({ message: risky.message, duplicate: true });
      const { messages } = await store.messages(conversation.id, { limit: 10 });
      expect(messages.map((m) => [m.from, m.riskFlagged])).toEqual([
        ['member', true],
        ['member', false],
        ['expert', false],
      ]);
      expect((await store.messages(conversation.id, { after: 0, limit: 1 })).messages[0]?.riskFlagged).toBe(true);
      expect(await store.messageByClientId(conversation.id, clientMessageId)).toMatchObject({ riskFlagged: true });
      expect((await store.memberChats('flagged'))[0]?.messages.map((m) => m.riskFlagged)).toEqual([true, false, false]);
      await send(conversation.id, 'member', 'risky again', randomUUID(), true);
      expect((await store.viewOf(conversation.id, 'expert'))?.lastMessage).toMatchObject({ riskFlagged: true });
    });

    it('reads a message stored before the flag existed as not flagged', async () => {
      const conversation = await open('earlier');
      // As messages were stored before migration 012: the flag not named.
      await fixture?.db.query(
        `INSERT INTO chat_messages (id, conversation_id, seq, client_message_id, sender, text, created_at)
         VALUES (:id, :conversationId, 1, :clientMessageId, 'member', 'older words', :at)`,
        { id: randomUUID(), conversationId: conversation.id, clientMessageId: randomUUID(), at: AT },
      );
      expect((await store.messages(conversation.id, { limit: 5 })).messages[0]).toMatchObject({
        text: 'older words',
        riskFlagged: false,
      });
    });

    it('pages messages oldest first: the newest page, older ones, and what came after a point', async () => {
      const conversation = await open('pages');
      for (let i = 1; i <= 5; i++) await send(conversation.id, i % 2 ? 'member' : 'expert', `m${i}`);
      const newest = await store.messages(conversation.id, { limit: 2 });
      expect(newest.messages.map((m) => m.text)).toEqual(['m4', 'm5']);
      expect(newest.hasOlder).toBe(true);
      const older = await store.messages(conversation.id, { before: 4, limit: 10 });
      expect(older).toMatchObject({ hasOlder: false });
      expect(older.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
      expect((await store.messages(conversation.id, { after: 3, limit: 10 })).messages.map((m) => m.seq)).toEqual([
        4, 5,
      ]);
      expect((await store.messages(conversation.id, { after: 5, limit: 10 })).messages).toEqual([]);
      expect(newest.messages[1]).toMatchObject({ from: 'member', conversationId: conversation.id, createdAt: AT });
    });

    it('moves receipts only forward and counts unread per side and per party', async () => {
      const conversation = await open('reader');
      await send(conversation.id, 'expert', 'one');
      await send(conversation.id, 'member', 'two');
      await send(conversation.id, 'expert', 'three');
      expect(await store.unreadOf({ side: 'member', memberId: 'reader' })).toBe(2);
      expect(await store.advanceReceipt(conversation.id, 'member', { deliveredSeq: 3, readSeq: 1 })).toEqual({
        deliveredSeq: 3,
        readSeq: 1,
      });
      expect(await store.advanceReceipt(conversation.id, 'member', { deliveredSeq: 2, readSeq: 0 })).toEqual({
        deliveredSeq: 3,
        readSeq: 1,
      });
      const [view] = await store.conversationsOf({ side: 'member', memberId: 'reader' });
      expect(view).toMatchObject({ id: conversation.id, unread: 1, lastMessage: { seq: 3, text: 'three' } });
      expect((await store.viewOf(conversation.id, 'expert'))?.unread).toBe(1);
      const expertViews = await store.conversationsOf({ side: 'expert', expertId: 'amelie' });
      expect(expertViews.map((v) => v.id)).toContain(conversation.id);
      expect(await store.unreadOf({ side: 'member', memberId: 'nobody' })).toBe(0);
    });

    it('claims the waiting-message mail once per interval and side', async () => {
      const conversation = await open('mailed');
      const hour = 3_600_000;
      expect(await store.claimWaitingMail(conversation.id, 'expert', AT, later(-hour))).toBe(true);
      expect(await store.claimWaitingMail(conversation.id, 'expert', later(60_000), later(60_000 - hour))).toBe(false);
      expect(await store.claimWaitingMail(conversation.id, 'member', later(60_000), later(60_000 - hour))).toBe(true);
      expect(await store.claimWaitingMail(conversation.id, 'expert', later(hour), AT)).toBe(true);
    });

    it('hands over and erases a member’s conversations and messages only', async () => {
      const mine = await open('leaving');
      await send(mine.id, 'member', 'bye');
      const theirs = await open('staying');
      await send(theirs.id, 'member', 'hi');
      const chats = await store.memberChats('leaving');
      expect(chats).toHaveLength(1);
      expect(chats[0]?.messages.map((m) => m.text)).toEqual(['bye']);
      await store.deleteForMember('leaving');
      expect(await store.memberChats('leaving')).toEqual([]);
      expect(await store.getConversation(mine.id)).toBeUndefined();
      expect((await store.messages(theirs.id, { limit: 5 })).messages).toHaveLength(1);
    });

    it('burns a socket ticket once, refuses a stale one, and keeps live connections per party', async () => {
      await sockets.saveTicket('t1', 'member:ana', later(60_000));
      await sockets.saveTicket('t2', 'member:ana', later(60_000));
      expect(await sockets.burnTicket('t1', AT)).toBe('member:ana');
      expect(await sockets.burnTicket('t1', AT)).toBeUndefined();
      expect(await sockets.burnTicket('t2', later(60_000))).toBeUndefined();
      expect(await sockets.burnTicket('unknown', AT)).toBeUndefined();
      await sockets.addConnection('c1', 'expert:amelie', AT, later(3_600_000));
      await sockets.addConnection('c2', 'expert:amelie', AT, later(1000));
      expect((await sockets.connectionsOf('expert:amelie', AT)).sort()).toEqual(['c1', 'c2']);
      expect(await sockets.connectionsOf('expert:amelie', later(2000))).toEqual(['c1']);
      await sockets.removeConnection('c1');
      expect(await sockets.connectionsOf('expert:amelie', later(2000))).toEqual([]);
    });
  });
}
