import type { CalendarDate } from '@kinwell/core';

/** How the wizard reports outcomes (toasts); the route passes it in, so this feature imports no other. */
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

/**
 * What the wizard needs from the signed-in session. The route builds it from the auth feature, so this
 * feature imports no other (one-way imports).
 */
export interface OnboardingSession {
  /** The company email the user signs in with. */
  email: string;
  userId: string;
  /** The personal email typed at sign-up, when this browser still has it. */
  personalEmail: string | undefined;
  /** The step counter the server holds (custom:onboardingStep_curr). */
  savedStep: number;
  /** Stores the step counter (update-onboarding); throws the server's error. */
  saveStep(step: number): Promise<void>;
  /** After the last step: the route marks the user as just onboarded and leaves for the dashboard. */
  complete(): Promise<void>;
  notify: Notifier;
  /** The product's default company domain, when it has one. */
  defaultCompanyDomain?: string | undefined;
  /** Today, in the user's calendar (tests fix it). */
  today(): CalendarDate;
}
