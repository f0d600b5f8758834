/** Spec section 3's onboarding text blocks: one per screen type, by language. */
export const SCREEN_TYPES = [
  'signIn',
  'signUp',
  'resetPassword',
  'emailVerification',
  'setPassword',
  'step1',
  'step2',
  'step3',
  'abandonModal',
] as const;
export type ScreenType = (typeof SCREEN_TYPES)[number];
export type AuthScreenType = Extract<
  ScreenType,
  'signIn' | 'signUp' | 'resetPassword' | 'emailVerification' | 'setPassword'
>;
export type OnboardingScreenType = Extract<ScreenType, 'step1' | 'step2' | 'step3' | 'abandonModal'>;

export function isScreenType(value: unknown): value is ScreenType {
  return typeof value === 'string' && (SCREEN_TYPES as readonly string[]).includes(value);
}

/**
 * A text block as stored (`content/text-blocks/{language}/{screenType}.json`) and served: a heading, the line under
 * it, optional paragraphs after it, and optional labels for the screen's two actions (the abandon modal's "Stay" and
 * "Leave"; a form's submit button) — screens fall back to their own labels when these are absent.
 */
export interface TextBlock {
  title: string;
  subtitle: string;
  body?: string[];
  actions?: { primary?: string; secondary?: string };
}

export const CONTENT_SOURCE_LANGUAGE = 'en';

/**
 * The built-in English fallbacks: what every screen shows on a fresh install, when the content store has no block
 * for the screen. The front end translates these same sentences through its catalogs
 * (frontend/src/features/content/text-block-messages.ts, kept equal to these by a test).
 */
export const TEXT_BLOCK_FALLBACKS: Readonly<Record<ScreenType, TextBlock>> = {
  signIn: {
    title: 'Sign in',
    subtitle: 'Welcome back! Sign in with your company email.',
  },
  signUp: {
    title: 'Create your account',
    subtitle: 'Sign up with your company email to get started.',
  },
  emailVerification: {
    title: 'Verify your email',
    subtitle: 'Enter the 6-digit code we sent to your email.',
  },
  resetPassword: {
    title: 'Reset your password',
    subtitle: 'Enter your email and we will send you a reset code.',
  },
  setPassword: {
    title: 'Set a new password',
    subtitle: 'Enter the 6-digit code and choose a new password.',
  },
  step1: {
    title: 'Welcome aboard',
    subtitle: 'Tell us about yourself in three short steps.',
  },
  step2: {
    title: 'What brings you here?',
    subtitle: 'Choose up to three goals. We will shape your programme around them.',
  },
  step3: {
    title: 'Your family',
    subtitle: 'Add your spouse or partner and your children, and invite them to join. You can skip this step.',
  },
  abandonModal: {
    title: 'Leave onboarding?',
    subtitle: 'Your answers are kept for this session, but your account is not ready until you finish the three steps.',
    actions: { primary: 'Stay', secondary: 'Leave' },
  },
};

const isString = (value: unknown): value is string => typeof value === 'string';

/** A stored document is trusted only when it has this shape; anything else counts as absent. */
export function isTextBlock(value: unknown): value is TextBlock {
  if (typeof value !== 'object' || value === null) return false;
  const { title, subtitle, body, actions } = value as Record<string, unknown>;
  if (!isString(title) || !isString(subtitle)) return false;
  if (body !== undefined && !(Array.isArray(body) && body.every(isString))) return false;
  if (actions !== undefined) {
    if (typeof actions !== 'object' || actions === null) return false;
    const { primary, secondary } = actions as Record<string, unknown>;
    if ((primary !== undefined && !isString(primary)) || (secondary !== undefined && !isString(secondary)))
      return false;
  }
  return true;
}
