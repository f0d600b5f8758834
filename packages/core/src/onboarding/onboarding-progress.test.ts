import { describe, expect, it } from 'vitest';
import { isOnboardingComplete, onboardingAttributes } from './onboarding-progress';

describe('onboarding progress', () => {
  it('is complete from step 3 on', () => {
    expect([0, 1, 2, 3, 4].map(isOnboardingComplete)).toEqual([false, false, false, true, true]);
  });
  it('renders the attributes as text', () => {
    expect(onboardingAttributes(2)).toEqual({ 'custom:isOnboarded': 'false', 'custom:onboardingStep_curr': '2' });
    expect(onboardingAttributes(3)).toEqual({ 'custom:isOnboarded': 'true', 'custom:onboardingStep_curr': '3' });
  });
  it('keeps a finished onboarding finished', () => {
    expect(onboardingAttributes(1, true)['custom:isOnboarded']).toBe('true');
  });
});
