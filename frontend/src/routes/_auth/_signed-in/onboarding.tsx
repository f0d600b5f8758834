import { isOnboardingComplete } from '@kinwell/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { authStore, markJustOnboarded } from '../../../features/auth/auth-store';
import { personalEmailFor } from '../../../features/auth/personal-email-store';
import { saveOnboardingStep } from '../../../features/auth/session';
import { useTextBlocks } from '../../../features/content/use-text-blocks';
import { ONBOARDING_SCREENS, OnboardingWizard } from '../../../features/onboarding/components/onboarding-wizard';
import type { OnboardingSession } from '../../../features/onboarding/onboarding-session';
import { closeOnboarding } from '../../../features/onboarding/onboarding-store';
import { notify } from '../../../features/toasts/toast-store';
import { appConfig } from '../../../lib/config';

/** Code-split by the router plugin: the wizard loads only when /onboarding opens. */
export const Route = createFileRoute('/_auth/_signed-in/onboarding')({
  staticData: { catalogArea: 'onboarding' },
  component: OnboardingPage,
});

declare global {
  interface Window {
    /** Present when the app runs inside the mobile app's webview (spec section 4). */
    ReactNativeWebView?: { postMessage(message: string): void };
  }
}

const savedStepOf = (userInfo: Readonly<Record<string, string>>) => Number(userInfo['custom:onboardingStep_curr']) || 0;

/** Leaving needs no confirmation once onboarded (or step 3 stored), or when logged out (spec section 4). */
const canLeave = () =>
  !authStore.isLoggedIn || authStore.isOnboarded || isOnboardingComplete(savedStepOf(authStore.userInfo));

function OnboardingPage() {
  const { isLoggedIn, userInfo, loginEmail } = useSnapshot(authStore);
  const navigate = useNavigate();
  const email = userInfo.email ?? loginEmail;
  const userId = userInfo.sub ?? email;
  const savedStep = savedStepOf(userInfo);
  const textBlocks = useTextBlocks(ONBOARDING_SCREENS);

  // Spec section 4: logging out forgets the onboarding entries and CRM progress.
  useEffect(() => {
    if (!isLoggedIn) closeOnboarding();
  }, [isLoggedIn]);

  const session = useMemo<OnboardingSession>(
    () => ({
      email,
      userId,
      personalEmail: personalEmailFor(email),
      savedStep,
      saveStep: saveOnboardingStep,
      complete: async () => {
        markJustOnboarded();
        window.ReactNativeWebView?.postMessage('onboarding:done');
        await navigate({ to: '/dashboard' });
      },
      notify,
      defaultCompanyDomain: appConfig.defaultCompanyDomain,
      today: () => {
        const now = new Date();
        return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
      },
    }),
    [email, userId, savedStep, navigate],
  );

  return <OnboardingWizard session={session} isLoggedIn={isLoggedIn} canLeave={canLeave} textBlocks={textBlocks} />;
}
