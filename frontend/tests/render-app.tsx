import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { App } from '../src/app';
import { authContext, markSessionSettled, openSession } from '../src/features/auth/auth-store';
import { createQueryClient } from '../src/lib/query-client';
import { createAppRouter } from '../src/router';

interface RenderAppOptions {
  /** Opens a session with these attributes before the first navigation; a guest otherwise. */
  user?: Record<string, string>;
  /** The signed-in user's role (/api/auth/user's `role`): a member unless told. */
  role?: 'member' | 'expert';
}

/** A user who finished onboarding. */
export const onboardedUser = {
  email: 'ana@acme.example',
  sub: 'user-1',
  'custom:isOnboarded': 'true',
  'custom:onboardingStep_curr': '3',
};

/** Renders the whole app (providers and router) at `path`, with a fresh query client and a settled session. */
export function renderApp(path: string, { user, role = 'member' }: RenderAppOptions = {}) {
  if (user) openSession('test-access-token', user, role);
  markSessionSettled();
  const queryClient = createQueryClient();
  const router = createAppRouter({
    queryClient,
    auth: authContext,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}
