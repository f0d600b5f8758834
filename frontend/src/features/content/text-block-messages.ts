import type { ScreenType } from '@kinwell/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface TextBlockMessages {
  title: MessageDescriptor;
  subtitle: MessageDescriptor;
  actions?: { primary?: MessageDescriptor; secondary?: MessageDescriptor };
}

/**
 * The built-in English text blocks of @kinwell/core (TEXT_BLOCK_FALLBACKS), as catalog messages so that every
 * language shows them translated until the content store has a block for it. A test keeps the English of these
 * equal to core's, sentence for sentence.
 */
export const textBlockMessages: Record<ScreenType, TextBlockMessages> = {
  signIn: {
    title: msg`Sign in`,
    subtitle: msg`Welcome back! Sign in with your company email.`,
  },
  signUp: {
    title: msg`Create your account`,
    subtitle: msg`Sign up with your company email to get started.`,
  },
  emailVerification: {
    title: msg`Verify your email`,
    subtitle: msg`Enter the 6-digit code we sent to your email.`,
  },
  resetPassword: {
    title: msg`Reset your password`,
    subtitle: msg`Enter your email and we will send you a reset code.`,
  },
  setPassword: {
    title: msg`Set a new password`,
    subtitle: msg`Enter the 6-digit code and choose a new password.`,
  },
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
    actions: { primary: msg`Stay`, secondary: msg`Leave` },
  },
};
