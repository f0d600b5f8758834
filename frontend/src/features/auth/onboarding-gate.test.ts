import { describe, expect, it } from 'vitest';
import { onboardingGate, safeRedirect, signedInHome } from './onboarding-gate';

const notOnboarded = { isLoggedIn: true, isOnboarded: false };

describe('onboardingGate', () => {
  it.each([
    '/dashboard',
    '/about',
    '/my-progress',
    '/theme/1/session/2/screen/3',
    '/signup',
    '/contact-us',
    '/authors',
    '/auth',
  ])('sends a signed-in user who is not onboarded from %s to /onboarding', (pathname) => {
    expect(onboardingGate({ ...notOnboarded, pathname })).toBe('/onboarding');
  });

  it.each([
    '/onboarding',
    '/login',
    '/register',
    '/',
    '/contact',
    '/contact/',
    '/auth/verification',
    '/auth/anything/below',
  ])('lets them open %s', (pathname) => {
    expect(onboardingGate({ ...notOnboarded, pathname })).toBeUndefined();
  });

  it('never redirects a guest or an onboarded user', () => {
    expect(onboardingGate({ isLoggedIn: false, isOnboarded: false, pathname: '/dashboard' })).toBeUndefined();
    expect(onboardingGate({ isLoggedIn: true, isOnboarded: true, pathname: '/dashboard' })).toBeUndefined();
  });

  it('never sends an expert to member onboarding (their own guards keep them on the console)', () => {
    expect(onboardingGate({ ...notOnboarded, role: 'expert', pathname: '/expert' })).toBeUndefined();
    expect(onboardingGate({ ...notOnboarded, role: 'expert', pathname: '/about' })).toBeUndefined();
  });
});

describe('signedInHome', () => {
  it('is onboarding until the user is onboarded, then the dashboard', () => {
    expect(signedInHome(false)).toBe('/onboarding');
    expect(signedInHome(true)).toBe('/dashboard');
  });

  it('is the console for an expert, onboarded or not', () => {
    expect(signedInHome(false, 'expert')).toBe('/expert');
    expect(signedInHome(true, 'expert')).toBe('/expert');
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/my-progress?tab=2', '/my-progress?tab=2'],
    ['//evil.example/x', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example', undefined],
    [undefined, undefined],
  ])('%s → %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});
