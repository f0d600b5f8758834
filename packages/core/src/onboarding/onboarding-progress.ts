/** Spec §4, §9: onboarding is complete once the step counter reaches 3. */
export const ONBOARDING_COMPLETE_STEP = 3;

export const isOnboardingComplete = (step: number) => step >= ONBOARDING_COMPLETE_STEP;

/**
 * The user attributes as Cognito stores them: text values, the flag as "true" / "false". A user who
 * finished onboarding stays onboarded, even if a later call stores a lower step.
 */
export function onboardingAttributes(
  step: number,
  alreadyOnboarded = false,
): { 'custom:isOnboarded': string; 'custom:onboardingStep_curr': string } {
  return {
    'custom:isOnboarded': String(alreadyOnboarded || isOnboardingComplete(step)),
    'custom:onboardingStep_curr': String(step),
  };
}
