import { describe, expect, it } from 'vitest';
import { EXPERT_ACCOUNT_ATTRIBUTES, EXPERT_GROUP, requireMemberRole, roleOf } from './expert-role';

describe('the caller’s role', () => {
  it('is expert only with the experts group in their token', () => {
    expect(roleOf({ groups: [EXPERT_GROUP] })).toBe('expert');
    expect(roleOf({ groups: ['admins', 'experts'] })).toBe('expert');
    expect(roleOf({ groups: [] })).toBe('member');
    expect(roleOf({})).toBe('member');
    expect(roleOf({ groups: ['Experts'] })).toBe('member');
  });

  it('keeps experts off the member side of booking, with a 403 that says where their sessions are', () => {
    expect(() => requireMemberRole({ groups: [] })).not.toThrow();
    expect(() => requireMemberRole({ groups: [EXPERT_GROUP] })).toThrow(
      expect.objectContaining({ status: 403, errorCode: 'booking.membersOnly' }),
    );
  });

  it('makes expert accounts with onboarding done, so they never see the member onboarding', () => {
    expect(EXPERT_ACCOUNT_ATTRIBUTES).toEqual({ 'custom:isOnboarded': 'true', 'custom:onboardingStep_curr': '3' });
  });
});
