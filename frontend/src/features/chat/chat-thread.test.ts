import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat-api';
import {
  type ChatThread,
  lastSeqOf,
  mergeMessages,
  withMessage,
  withNewer,
  withOlder,
  withReceipt,
} from './chat-thread';

const CONVERSATION = '7b0c3c1e-4a8f-4d47-9d3a-7d1d2f0c6a01';
const message = (seq: number, from: 'member' | 'expert' = 'member'): ChatMessage => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  conversationId: CONVERSATION,
  seq,
  clientMessageId: `10000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  from,
  text: `message ${seq}`,
  createdAt: new Date(Date.UTC(2037, 5, 8, 8, seq)).toISOString(),
});
const thread = (...seqs: number[]): ChatThread => ({
  conversation: {
    id: CONVERSATION,
    counterpart: { id: 'lea-martin', name: 'Léa Martin' },
    unread: 0,
    receipt: { deliveredSeq: 0, readSeq: 0 },
    updatedAt: new Date(Date.UTC(2037, 5, 8)).toISOString(),
  },
  messages: seqs.map((seq) => message(seq)),
  hasOlder: true,
});
const seqs = (value: ChatThread) => value.messages.map((m) => m.seq);

describe('a chat thread', () => {
  it('keeps each message once and in seq order, whatever order pages and pushes come in', () => {
    expect(mergeMessages([message(3), message(1)], [message(2), message(3), message(5)]).map((m) => m.seq)).toEqual([
      1, 2, 3, 5,
    ]);
    const pushedTwice = withMessage(withMessage(thread(1, 2), message(4)), message(4));
    expect(seqs(pushedTwice)).toEqual([1, 2, 4]);
    // The gap is filled when the catch-up page arrives: 3 lands before 4.
    expect(
      seqs(withNewer(pushedTwice, { conversation: pushedTwice.conversation, messages: [message(3), message(4)] })),
    ).toEqual([1, 2, 3, 4]);
  });

  it('adds older pages in front and takes their word on whether more remain', () => {
    const older = withOlder(thread(31, 32), { messages: [message(29), message(30)], hasOlder: false });
    expect(seqs(older)).toEqual([29, 30, 31, 32]);
    expect(older.hasOlder).toBe(false);
  });

  it('answers the newest seq to catch up from, 0 when empty', () => {
    expect(lastSeqOf(thread())).toBe(0);
    expect(lastSeqOf(thread(1, 7))).toBe(7);
  });

  it('makes a pushed message the last one of the summary, and leaves the thread alone for a duplicate', () => {
    const start = thread(1);
    const next = withMessage(start, message(2, 'expert'));
    expect(next.conversation.lastMessage?.seq).toBe(2);
    expect(withMessage(next, message(2, 'expert'))).toBe(next);
  });

  it('never moves a receipt back (a late push after a fresher page)', () => {
    const read = withReceipt(thread(1, 2), { deliveredSeq: 2, readSeq: 2 });
    expect(withReceipt(read, { deliveredSeq: 1, readSeq: 0 }).conversation.receipt).toEqual({
      deliveredSeq: 2,
      readSeq: 2,
    });
  });
});
