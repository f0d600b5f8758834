import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onboardedUser, renderApp } from './render-app';

const newUser = { email: 'new@acme.example', sub: 'user-2', 'custom:isOnboarded': 'false' };

describe('guards', () => {
  it.each(['/dashboard', '/onboarding', '/my-progress'])(
    'send a guest from %s to sign in, and remember where they were going',
    async (path) => {
      const { router } = renderApp(`${path}?tab=1`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toEqual({ redirect: `${path}?tab=1` });
    },
  );

  it.each([
    ['/login', onboardedUser, '/dashboard'],
    ['/signup', onboardedUser, '/dashboard'],
    ['/reset-password', newUser, '/onboarding'],
    ['/auth/verification?email=new%40acme.example', newUser, '/onboarding'],
  ])('send a signed-in user on from the guest screen %s', async (path, user, target) => {
    const { router } = renderApp(path, { user });
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('send a user who is not onboarded to /onboarding from a public page', async () => {
    const { router } = renderApp('/about', { user: newUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome aboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it.each([
    ['/', 'Welcome to Kinwell'],
    ['/contact', 'We would love to hear from you'],
  ])('let a user who is not onboarded open %s', async (path, heading) => {
    renderApp(path, { user: newUser });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('wait for the session restore before deciding', async () => {
    const { resetAuthStore, markSessionSettled, openSession } = await import('../src/features/auth/auth-store');
    resetAuthStore();
    const { createMemoryHistory } = await import('@tanstack/react-router');
    const { render } = await import('@testing-library/react');
    const { App } = await import('../src/app');
    const { authContext } = await import('../src/features/auth/auth-store');
    const { createQueryClient } = await import('../src/lib/query-client');
    const { createAppRouter } = await import('../src/router');
    const queryClient = createQueryClient();
    const router = createAppRouter({
      queryClient,
      auth: authContext,
      history: createMemoryHistory({ initialEntries: ['/dashboard'] }),
    });
    render(<App router={router} queryClient={queryClient} />);

    await new Promise((resolve) => setTimeout(resolve, 50));
    // Nothing shown and no redirect while the restore is under way.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard');

    openSession('restored-token', onboardedUser);
    markSessionSettled();
    expect(await screen.findByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)$/ })).toBeTruthy();
  });
});
