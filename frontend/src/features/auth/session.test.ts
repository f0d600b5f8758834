import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, tokens, userAnswer } from '../../../tests/mock-api';
import { authKeys } from './auth-api';
import { authStore } from './auth-store';
import { COOKIE_NAMES, readCookie } from './client-cookies';
import { refreshNow, signIn, signOut, startAuthSession, stopAuthSession } from './session';

const user = { email: 'ana@acme.example', sub: 'user-1', 'custom:isOnboarded': 'false' };

afterEach(() => {
  stopAuthSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('signIn', () => {
  it('logs in, hands the tokens to the server with "remember", then reads the user', async () => {
    const calls = mockApi({
      'POST /api/auth/login': { body: tokens() },
      'POST /api/token': { body: { message: 'Session saved' } },
      'GET /api/auth/user': { body: userAnswer(user) },
    });
    await signIn(new QueryClient(), { email: 'ana@acme.example', password: 'Secret1!', remember: false });

    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/auth/login',
      'POST /api/token',
      'GET /api/auth/user',
    ]);
    expect(calls[1]?.body).toEqual({ token: 'access-1', refToken: 'refresh-1', remember: false });
    expect(calls[2]?.headers.Authorization).toBe('Bearer access-1');
    expect(authStore).toMatchObject({ isLoggedIn: true, accessToken: 'access-1', isOnboarded: false });
    expect(authStore.userInfo).toEqual(user);
    // Spec section 3's client-side values; the tokens are never among them.
    expect(JSON.parse(readCookie(COOKIE_NAMES.userInfo) ?? '{}')).toEqual(user);
    expect(readCookie(COOKIE_NAMES.email)).toBe('ana@acme.example');
    expect(readCookie(COOKIE_NAMES.uid)).toBe('user-1');
    expect(document.cookie).not.toContain('access-1');
    expect(JSON.stringify({ ...localStorage })).not.toContain('access-1');
  });

  it("throws the server's error and stays signed out", async () => {
    mockApi({
      'POST /api/auth/login': {
        status: 403,
        body: { message: 'User not yet confirmed', code: 'auth.userNotConfirmed' },
      },
    });
    await expect(
      signIn(new QueryClient(), { email: 'ana@acme.example', password: 'x', remember: true }),
    ).rejects.toMatchObject({ status: 403, message: 'User not yet confirmed' });
    expect(authStore.isLoggedIn).toBe(false);
  });
});

describe('startAuthSession', () => {
  it('asks for nothing when no session can exist, and settles as a guest', async () => {
    const calls = mockApi({});
    await startAuthSession({ queryClient: new QueryClient(), onSessionEnded: () => {} });
    expect(calls).toEqual([]);
    expect(authStore).toMatchObject({ isLoading: false, isLoggedIn: false });
  });

  it('restores the session from the refresh cookie', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the hint a previous sign-in left.
    document.cookie = 'kinwell-session=1; Path=/';
    const calls = mockApi({
      'POST /api/token/refresh': { body: tokens('access-2') },
      'GET /api/auth/user': { body: userAnswer({ ...user, 'custom:isOnboarded': 'true' }) },
    });
    await startAuthSession({ queryClient: new QueryClient(), onSessionEnded: () => {} });
    expect(calls.map((call) => call.path)).toEqual(['/api/token/refresh', '/api/auth/user']);
    expect(authStore).toMatchObject({ isLoading: false, isLoggedIn: true, isOnboarded: true, accessToken: 'access-2' });
  });

  it('settles as a guest and forgets the hint when the refresh is refused', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the hint a previous sign-in left.
    document.cookie = 'kinwell-session=1; Path=/';
    mockApi({ 'POST /api/token/refresh': { status: 401, body: { message: 'Please log in to continue.' } } });
    await startAuthSession({ queryClient: new QueryClient(), onSessionEnded: () => {} });
    expect(authStore).toMatchObject({ isLoading: false, isLoggedIn: false });
    expect(readCookie(COOKIE_NAMES.sessionHint)).toBeUndefined();
  });
});

describe('refresh', () => {
  it('renews the access token before it expires', async () => {
    vi.useFakeTimers();
    mockApi({
      'POST /api/auth/login': { body: tokens() },
      'POST /api/token': { body: {} },
      'GET /api/auth/user': { body: userAnswer(user) },
      'POST /api/token/refresh': { body: tokens('access-2') },
    });
    await signIn(new QueryClient(), { email: 'ana@acme.example', password: 'Secret1!', remember: true });
    await vi.advanceTimersByTimeAsync((3600 - 60) * 1000);
    expect(authStore.accessToken).toBe('access-2');
  });

  it('ends the session when the refresh is refused', async () => {
    const onSessionEnded = vi.fn();
    mockApi({ 'POST /api/token/refresh': { status: 401, body: { message: 'no' } } });
    await startAuthSession({ queryClient: new QueryClient(), onSessionEnded });
    authStore.isLoggedIn = true;
    await refreshNow();
    expect(authStore.isLoggedIn).toBe(false);
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });
});

describe('signOut', () => {
  it('revokes, then clears the state, the client-side cookies and the query cache', async () => {
    const queryClient = new QueryClient();
    const calls = mockApi({
      'POST /api/auth/login': { body: tokens() },
      'POST /api/token': { body: {} },
      'GET /api/auth/user': { body: userAnswer(user) },
      'POST /api/token/logout': { body: { message: 'You have been logged out.' } },
    });
    await signIn(queryClient, { email: 'ana@acme.example', password: 'Secret1!', remember: true });
    expect(queryClient.getQueryData(authKeys.user())).toBeDefined();

    await signOut(queryClient);

    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/token/logout' });
    expect(calls.at(-1)?.headers.Authorization).toBe('Bearer access-1');
    expect(authStore).toMatchObject({ isLoggedIn: false, accessToken: undefined, userInfo: {} });
    for (const name of Object.values(COOKIE_NAMES)) expect(readCookie(name)).toBeUndefined();
    expect(queryClient.getQueryData(authKeys.user())).toBeUndefined();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    authStore.isLoggedIn = true;
    await signOut(new QueryClient());
    expect(authStore.isLoggedIn).toBe(false);
  });
});
