import { describe, expect, it } from 'vitest';
import { InProcessChatPush } from './in-process-chat-push';

const socket = (readyState = 1) => {
  const sent: string[] = [];
  return { sent, readyState, send: (data: string) => void sent.push(data) };
};

describe('InProcessChatPush', () => {
  it('reaches every open socket of a party, answers whether any took it, and forgets detached ones', async () => {
    const push = new InProcessChatPush();
    const phone = socket();
    const laptop = socket();
    const closing = socket(2);
    const detachPhone = push.attach('member:ana', phone);
    push.attach('member:ana', laptop);
    push.attach('member:ana', closing);
    expect(await push.deliver('member:ana', { type: 'unread', unread: 2 })).toBe(true);
    expect(phone.sent).toEqual(['{"type":"unread","unread":2}']);
    expect(laptop.sent).toHaveLength(1);
    expect(closing.sent).toEqual([]);
    detachPhone();
    await push.deliver('member:ana', { type: 'unread', unread: 3 });
    expect(phone.sent).toHaveLength(1);
    expect(await push.deliver('expert:amelie', { type: 'unread', unread: 1 })).toBe(false);
  });
});
