import { isFamilyMemberStarted } from '@kinwell/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { FALLBACK_MESSAGES, type FamilyMember, finishOnboarding } from './finish-onboarding';
import { type OnboardingApi, onboardingApi } from './onboarding-api';
import type { OnboardingSession } from './onboarding-session';
import { closeOnboarding, type Failure, onboardingStore } from './onboarding-store';
import { onboardingMessageText } from './onboarding-text';

/** The family members to record: the spouse when one was entered, and the listed children (none on Skip). */
export function familyToRecord(withFamily: boolean): FamilyMember[] {
  if (!withFamily) return [];
  const { spouse, children, profile } = onboardingStore;
  return [
    ...(isFamilyMemberStarted(spouse) ? [{ relation: 'partner' as const, draft: spouse }] : []),
    ...(profile.hasChildren === 'yes' ? children.map((draft) => ({ relation: 'child' as const, draft })) : []),
  ];
}

/**
 * Finishing (Save, Skip or Retry): runs the records and invitations, keeps what succeeded, shows what failed;
 * on full success stores step 3, leaves for the dashboard and greets the user (spec sections 4 and 8).
 */
export function useFinishOnboarding(session: OnboardingSession, api: OnboardingApi = onboardingApi) {
  const { i18n } = useLingui();

  const report = (failures: Failure[]) => {
    onboardingStore.failures = failures;
    for (const message of new Set(failures.map((failure) => failure.message))) {
      session.notify.error(onboardingMessageText(i18n, message));
    }
  };

  return useMutation({
    mutationFn: async (withFamily: boolean) => {
      onboardingStore.isFinishing = true;
      onboardingStore.failures = [];
      try {
        const { profile, goals } = onboardingStore;
        const failures = await finishOnboarding(
          api,
          {
            email: session.email,
            userId: session.userId,
            personalEmail: session.personalEmail,
            profile,
            goals,
            family: familyToRecord(withFamily),
            origin: window.location.origin,
            today: session.today(),
            defaultCompanyDomain: session.defaultCompanyDomain,
          },
          {
            progress: onboardingStore.progress,
            setSendingEmail: (sending) => {
              onboardingStore.isSendingEmail = sending;
            },
          },
        );
        if (failures.length > 0) return report(failures);
        try {
          await session.saveStep(3);
        } catch (error) {
          return report([
            { item: 'progress', message: error instanceof ApiError ? error.message : FALLBACK_MESSAGES.anError },
          ]);
        }
        await session.complete();
        closeOnboarding();
        session.notify.success(i18n._(msg`Signup Completed! Welcome on board.`));
      } finally {
        onboardingStore.isFinishing = false;
        onboardingStore.isSendingEmail = false;
      }
    },
  });
}
