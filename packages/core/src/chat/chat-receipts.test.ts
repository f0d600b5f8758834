import { describe, expect, it } from 'vitest';
import { advanceReceipt, messageState, newestSeq, unreadCount } from './chat-receipts';

describe('chat receipts', () => {
  it('move only forward, never past the newest message, and reading delivers', () => {
    expect(advanceReceipt({ deliveredSeq: 3, readSeq: 1 }, { deliveredSeq: 2 }, 9)).toEqual({
      deliveredSeq: 3,
      readSeq: 1,
    });
    expect(advanceReceipt({ deliveredSeq: 3, readSeq: 1 }, { readSeq: 5 }, 9)).toEqual({ deliveredSeq: 5, readSeq: 5 });
    expect(advanceReceipt({ deliveredSeq: 0, readSeq: 0 }, { deliveredSeq: 40, readSeq: 30 }, 7)).toEqual({
      deliveredSeq: 7,
      readSeq: 7,
    });
  });

  it('say what the sender sees under a message', () => {
    const receipt = { deliveredSeq: 5, readSeq: 3 };
    expect([3, 5, 6].map((seq) => messageState(seq, receipt))).toEqual(['read', 'delivered', 'sent']);
  });

  it('count only the other side’s messages after the reader’s read point', () => {
    const messages = [
      { seq: 1, from: 'member' as const },
      { seq: 2, from: 'expert' as const },
      { seq: 3, from: 'expert' as const },
      { seq: 4, from: 'member' as const },
    ];
    expect(unreadCount(messages, 'member', { deliveredSeq: 3, readSeq: 2 })).toBe(1);
    expect(unreadCount(messages, 'expert', { deliveredSeq: 0, readSeq: 0 })).toBe(2);
    expect(newestSeq(messages)).toBe(4);
    expect(newestSeq([])).toBe(0);
  });
});
