import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../shared/errors';
import { chatPartyKey, sideInConversation } from './chat-party';

const conversation = { memberId: 'user-1', expertId: 'amelie' };

describe('who may read and write a conversation', () => {
  it('is its member and its expert, each on their side', () => {
    expect(sideInConversation(conversation, { side: 'member', memberId: 'user-1' })).toBe('member');
    expect(sideInConversation(conversation, { side: 'expert', expertId: 'amelie' })).toBe('expert');
  });

  it('is nobody else: another member, another expert, or a missing conversation are the same 404', () => {
    for (const party of [
      { side: 'member', memberId: 'user-2' },
      { side: 'expert', expertId: 'bruno' },
      // A member whose user id happens to equal the expert's id is still not the expert.
      { side: 'member', memberId: 'amelie' },
    ] as const) {
      expect(() => sideInConversation(conversation, party)).toThrow(NotFoundError);
    }
    expect(() => sideInConversation(undefined, { side: 'member', memberId: 'user-1' })).toThrow(NotFoundError);
  });

  it('keys a member’s and an expert’s sockets apart', () => {
    expect(chatPartyKey({ side: 'member', memberId: 'x' })).not.toBe(chatPartyKey({ side: 'expert', expertId: 'x' }));
  });
});
