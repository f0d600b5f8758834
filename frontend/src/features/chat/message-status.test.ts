import { describe, expect, it } from 'vitest';
import { statusOf } from './message-status';

describe('statusOf', () => {
  it('reads sent, delivered and read from how far the other side has come', () => {
    const receipt = { deliveredSeq: 5, readSeq: 3 };
    expect(statusOf({ seq: 3 }, receipt)).toBe('read');
    expect(statusOf({ seq: 4 }, receipt)).toBe('delivered');
    expect(statusOf({ seq: 6 }, receipt)).toBe('sent');
  });
});
