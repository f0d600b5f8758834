import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Spec section 3's onboarding text blocks for the wizard and its exit modal. */
export type OnboardingScreenType = 'step1' | 'step2' | 'step3' | 'abandonModal';

export interface OnboardingTextBlock {
  title: MessageDescriptor;
  subtitle: MessageDescriptor;
}

/**
 * The built-in English fallbacks (translated through the catalogs). A later issue serves the blocks from the
 * content system by language and screenType, falling back to these.
 */
export const onboardingTextBlocks: Record<OnboardingScreenType, OnboardingTextBlock> = {
  step1: {
    title: msg`Welcome aboard`,
    subtitle: msg`Tell us about yourself in three short steps.`,
  },
  step2: {
    title: msg`What brings you here?`,
    subtitle: msg`Choose up to three goals. We will shape your programme around them.`,
  },
  step3: {
    title: msg`Your family`,
    subtitle: msg`Add your spouse or partner and your children, and invite them to join. You can skip this step.`,
  },
  abandonModal: {
    title: msg`Leave onboarding?`,
    subtitle: msg`Your answers are kept for this session, but your account is not ready until you finish the three steps.`,
  },
};
