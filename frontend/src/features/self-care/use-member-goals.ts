import type { Goal } from '@kinwell/core';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { authStore } from '../auth/auth-store';
import { onboardingApi } from '../onboarding/onboarding-api';

/** Goals change only when the member redoes onboarding: read once per visit. */
const GOALS_STALE_TIME = 60 * 60_000;

/**
 * The goals the member chose in onboarding (kept on their CRM lead), to put their themes first. Empty for a visitor,
 * while loading, or when the CRM cannot answer: the catalog then keeps the published order, which is fine.
 */
export function useMemberGoals(): readonly Goal[] {
  const { isLoggedIn, userInfo } = useSnapshot(authStore);
  const email = userInfo.email;
  const userId = userInfo.sub;
  const goals = useQuery({
    queryKey: ['self-care', 'member-goals', userId],
    enabled: isLoggedIn && Boolean(email && userId),
    staleTime: GOALS_STALE_TIME,
    retry: false,
    queryFn: async () => {
      const { leads } = await onboardingApi.getLeads({ email: email ?? '', userId: userId ?? '' });
      return (leads[0]?.Goals ?? []) as Goal[];
    },
  });
  return goals.data ?? [];
}
