import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../src/features/preferences/preferences-store';
import { onboardedUser, renderApp } from './render-app';

describe('routing', () => {
  it('renders the home page at /', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Kinwell' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('shows the 404 page for an unknown route', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeTruthy();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to Homepage' });
    expect(back.getAttribute('href')).toBe('/');
  });

  it('shows the 404 page for an unknown legal document', async () => {
    renderApp('/legal/no-such-document');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeTruthy();
  });

  it('shows the 404 page for an unknown path below a known one', async () => {
    renderApp('/coaching/abc/extra');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeTruthy();
  });

  // Every public and guest route of spec section 2 renders its page for a guest.
  it.each([
    ['/about', 'We help working families feel better, together'],
    ['/book-session', 'Book a 1x1 session'],
    ['/book-session/42', 'Expert profile'],
    ['/coaching', 'Chat with an Expert'],
    ['/coaching/7', 'Chat with an Expert'],
    ['/coaching/yourCoach', 'Your coach'],
    ['/contact', 'We would love to hear from you'],
    ['/demo', 'See Kinwell with your own eyes'],
    ['/legal/cookies', 'Cookie policy'],
    ['/privacy-policy', 'Privacy policy'],
    ['/terms-of-service', 'Terms of service'],
    ['/self-care', 'Self-Care'],
    ['/solutions', 'One programme for your people and the families behind them'],
    ['/who-we-serve', 'Built for the people who hold families and teams together'],
    ['/login', 'Sign in'],
    ['/signup', 'Create your account'],
    ['/auth/verification?email=ana%40acme.example', 'Verify your email'],
    ['/reset-password', 'Reset your password'],
    ['/set-password', 'Set a new password'],
    ['/splash', 'Wellbeing for the whole family'],
  ])('renders %s', async (path, heading) => {
    renderApp(path);
    // A route's first visit in the run compiles its lazy chunk (and catalog) on demand: on a loaded machine that
    // alone took over findBy's default second.
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5_000 })).toBeTruthy();
  });

  // Every signed-in route renders its page for a signed-in, onboarded user.
  it.each([
    ['/dashboard', /^Good (morning|afternoon|evening)$/],
    ['/live-call', 'Live Talks'],
    ['/live-chat', 'Live chat'],
    ['/my-progress', 'My Progress'],
    ['/onboarding', 'Welcome aboard'],
    ['/theme/1/session/2/screen/3', 'This session could not be loaded'],
    ['/about', 'We help working families feel better, together'],
  ])('renders %s when signed in', async (path, heading) => {
    renderApp(path, { user: onboardedUser });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('keeps the sign-up brand id as a string', async () => {
    const { router } = renderApp('/signup?bid=42');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    expect(router.state.location.search).toEqual({ bid: '42' });
  });

  it('reads the verification email and optional company id', async () => {
    const { router } = renderApp('/auth/verification?email=ana%40acme.example&companyId=acme');
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    expect(router.state.location.search).toEqual({ email: 'ana@acme.example', companyId: 'acme' });
  });

  it('switches the page to Arabic, right to left', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Kinwell' });
    await act(() => setLocale('ar'));
    expect(await screen.findByRole('heading', { level: 1, name: 'مرحبًا بك في Kinwell' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    await act(() => setLocale('en'));
  });
});
