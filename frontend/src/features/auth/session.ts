import { authMessages } from '@kinwell/core';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { type AuthTokens, authApi, userQueryOptions } from './auth-api';
import {
  attributesToMap,
  authStore,
  closeSession,
  markSessionSettled,
  openSession,
  setAccessToken,
  setUserInfo,
} from './auth-store';
import {
  clearSessionHint,
  clearUserCookies,
  hasSessionHint,
  refreshUserInfoCookie,
  writeUserCookies,
} from './client-cookies';

/** Refresh this long before the access token expires. */
const REFRESH_MARGIN_S = 60;
/** After a failed refresh that was not a refusal (offline, server busy), try again this soon. */
const RETRY_REFRESH_MS = 30_000;

interface SessionRuntime {
  queryClient: QueryClient;
  /** Called when the session ends on its own (refresh refused): the router re-runs its guards. */
  onSessionEnded: () => void;
  /** Called whenever a session closes (logout, idle logout, refusal): what else the app forgets with it. */
  onSessionClosed?: () => void;
}

let runtime: SessionRuntime | undefined;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let expiresAt = 0;

/**
 * App start: restores the session from the refresh cookie when one may exist, keeps it fresh while the app
 * runs, and settles the store so that the guards can decide. Never throws.
 */
export async function startAuthSession(options: SessionRuntime): Promise<void> {
  runtime = options;
  document.addEventListener('visibilitychange', refreshIfDue);
  try {
    if (hasSessionHint()) await restoreSession(options.queryClient);
  } finally {
    markSessionSettled();
  }
}

async function restoreSession(queryClient: QueryClient): Promise<void> {
  try {
    const { AuthenticationResult: tokens } = await authApi.refreshSession();
    await openWithTokens(queryClient, tokens);
    refreshUserInfoCookie(authStore.userInfo);
  } catch (error) {
    // 401: no session any more (expired, revoked, or a browser-session cookie gone with the browser).
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) clearSessionHint();
    closeSession();
  }
}

export interface SignInInput {
  email: string;
  password: string;
  /** "Remember me": the server's cookies outlive the browser; otherwise they end with it. */
  remember: boolean;
}

/** Login, hand the tokens to the server's HttpOnly cookies, then read the user. Throws the server's ApiError. */
export async function signIn(queryClient: QueryClient, { email, password, remember }: SignInInput): Promise<void> {
  const { AuthenticationResult: tokens } = await authApi.login({ email, password });
  if (tokens.RefreshToken) {
    await authApi.storeTokens({ token: tokens.AccessToken, refToken: tokens.RefreshToken, remember });
  }
  await openWithTokens(queryClient, tokens);
  writeUserCookies(authStore.userInfo, remember);
}

async function openWithTokens(queryClient: QueryClient, tokens: AuthTokens): Promise<void> {
  setAccessToken(tokens.AccessToken);
  try {
    const user = await queryClient.fetchQuery(userQueryOptions());
    // An older server answers no role: a member.
    openSession(tokens.AccessToken, attributesToMap(user.UserAttributes), user.role ?? 'member');
  } catch (error) {
    closeSession();
    throw error;
  }
  scheduleRefresh(tokens.ExpiresIn);
}

/** Re-reads the user (after onboarding updates its attributes, for instance). */
export async function reloadUser(queryClient: QueryClient): Promise<void> {
  const user = await queryClient.fetchQuery(userQueryOptions());
  setUserInfo(attributesToMap(user.UserAttributes));
  refreshUserInfoCookie(authStore.userInfo);
}

/**
 * Stores the onboarding step counter (spec section 4) and keeps the user's attributes in step with the
 * server's answer. Throws the server's ApiError, or one carrying its message when it answers success false.
 */
export async function saveOnboardingStep(step: number): Promise<void> {
  const email = authStore.userInfo.email ?? authStore.loginEmail;
  const answer = await authApi.updateOnboarding({ email, step });
  if (!answer.success) {
    throw new ApiError(
      400,
      answer.message || authMessages.onboardingUpdateFailed,
      answer,
      'auth.onboardingUpdateFailed',
    );
  }
  setUserInfo({
    ...authStore.userInfo,
    'custom:onboardingStep_curr': String(answer.details.step),
    'custom:isOnboarded': String(answer.details.isOnboarded),
  });
  refreshUserInfoCookie(authStore.userInfo);
}

/**
 * Logout: the server revokes the tokens and clears its cookies; here the state, the client-side cookies and
 * the query cache go. A failed call still signs out locally.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await authApi.logout();
  } catch {
    // The local sign-out below must happen anyway; the cookies die with their lifetime.
  } finally {
    endSession(queryClient);
  }
}

/**
 * Ends the session here without asking the server: for when the server has ended it already (the account was
 * deleted, its cookies cleared in the same answer).
 */
export function endSession(queryClient: QueryClient): void {
  stopRefresh();
  closeSession();
  clearUserCookies();
  queryClient.clear();
  runtime?.onSessionClosed?.();
}

function scheduleRefresh(expiresInSeconds: number): void {
  stopRefresh();
  expiresAt = Date.now() + expiresInSeconds * 1000;
  const delay = Math.max(expiresInSeconds - REFRESH_MARGIN_S, 5) * 1000;
  refreshTimer = setTimeout(() => void refreshNow(), delay);
}

function stopRefresh(): void {
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
  expiresAt = 0;
}

/** A sleeping laptop delays timers: when the page shows again and the token is (nearly) expired, refresh now. */
function refreshIfDue(): void {
  if (document.visibilityState !== 'visible' || !authStore.isLoggedIn || expiresAt === 0) return;
  if (Date.now() >= expiresAt - REFRESH_MARGIN_S * 1000) void refreshNow();
}

/** Silent refresh from the refresh cookie. A refusal ends the session; other failures try again soon. */
export async function refreshNow(): Promise<void> {
  try {
    const { AuthenticationResult: tokens } = await authApi.refreshSession();
    setAccessToken(tokens.AccessToken);
    scheduleRefresh(tokens.ExpiresIn);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      if (runtime) endSession(runtime.queryClient);
      else closeSession();
      runtime?.onSessionEnded();
      return;
    }
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => void refreshNow(), RETRY_REFRESH_MS);
  }
}

/** Tests only. */
export function stopAuthSession(): void {
  stopRefresh();
  document.removeEventListener('visibilitychange', refreshIfDue);
  runtime = undefined;
}
