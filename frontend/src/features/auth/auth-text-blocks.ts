import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Spec section 3's onboarding text blocks for the account screens. */
export type AuthScreenType = 'signIn' | 'signUp' | 'emailVerification' | 'resetPassword' | 'setPassword';

export interface AuthTextBlock {
  title: MessageDescriptor;
  subtitle: MessageDescriptor;
}

/**
 * The built-in English fallbacks (translated through the catalogs). A later issue serves the blocks from the
 * content system by language and screenType, falling back to these.
 */
export const authTextBlocks: Record<AuthScreenType, AuthTextBlock> = {
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
};
