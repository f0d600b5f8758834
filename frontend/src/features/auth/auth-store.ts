import type { UserRole } from '@kinwell/contracts';
import { isOnboardingComplete } from '@kinwell/core';
import { proxy } from 'valtio';
import { setAccessTokenSource } from '../../lib/api-client';

/** Spec section 3's auth state. */
export interface AuthState {
  isLoggedIn: boolean;
  /** True until the session restore at app start has settled; guards wait for it. */
  isLoading: boolean;
  /** Kept in memory only: never in localStorage or a script-readable cookie. */
  accessToken: string | undefined;
  /** The address being signed up or signed in (verification and automatic login use it). */
  loginEmail: string;
  /** Kept in memory from sign-up (or an unconfirmed login) until the automatic login after verification. */
  loginPassword: string;
  /** Set by the automatic login that follows a sign-up. */
  firstSignedup: boolean;
  /** The user's attributes (email, sub, custom:isOnboarded, custom:onboardingStep_curr) as a map. */
  userInfo: Record<string, string>;
  isOnboarded: boolean;
  hasJustResetPassword: boolean;
  hasJustOnboarded: boolean;
  /** From /api/auth/user (the server reads it from the verified token): experts use the console, not the product. */
  role: UserRole;
}

export interface UserAttribute {
  Name: string;
  Value: string;
}

function guestState(): AuthState {
  return {
    isLoggedIn: false,
    isLoading: true,
    accessToken: undefined,
    loginEmail: '',
    loginPassword: '',
    firstSignedup: false,
    userInfo: {},
    isOnboarded: false,
    hasJustResetPassword: false,
    hasJustOnboarded: false,
    role: 'member',
  };
}

export const authStore = proxy<AuthState>(guestState());

// Every API call carries the bearer token while a session is open.
setAccessTokenSource(() => authStore.accessToken);

let settle: () => void = () => {};
let settled = new Promise<void>((resolve) => {
  settle = resolve;
});

/** Resolves once the session restore at app start has finished, signed in or not. */
export function whenSessionSettled(): Promise<void> {
  return settled;
}

export function markSessionSettled(): void {
  authStore.isLoading = false;
  settle();
}

/** Spec section 4: `custom:isOnboarded` "false" means not onboarded; a step of 3 or more means onboarded. */
export function isOnboardedUser(userInfo: Readonly<Record<string, string>>): boolean {
  if (userInfo['custom:isOnboarded'] === 'true') return true;
  const step = Number(userInfo['custom:onboardingStep_curr']);
  return Number.isFinite(step) && isOnboardingComplete(step);
}

export function attributesToMap(attributes: readonly UserAttribute[]): Record<string, string> {
  return Object.fromEntries(attributes.map(({ Name, Value }) => [Name, Value]));
}

export function setAccessToken(accessToken: string): void {
  authStore.accessToken = accessToken;
}

/** A signed-in session: the access token with the user's attributes and role. */
export function openSession(accessToken: string, userInfo: Record<string, string>, role: UserRole = 'member'): void {
  authStore.accessToken = accessToken;
  authStore.role = role;
  authStore.userInfo = userInfo;
  authStore.isOnboarded = isOnboardedUser(userInfo);
  authStore.loginEmail = userInfo.email ?? authStore.loginEmail;
  authStore.isLoggedIn = true;
}

export function setUserInfo(userInfo: Record<string, string>): void {
  authStore.userInfo = userInfo;
  authStore.isOnboarded = isOnboardedUser(userInfo);
}

/** Back to a guest. The restore has settled by then, so `isLoading` stays false. */
export function closeSession(): void {
  Object.assign(authStore, guestState(), { isLoading: false });
}

/** Sign-up (or an unconfirmed login) keeps the credentials in memory for the automatic login after verification. */
export function rememberCredentials(email: string, password: string): void {
  authStore.loginEmail = email;
  authStore.loginPassword = password;
}

export function forgetPassword(): void {
  authStore.loginPassword = '';
}

export function markFirstSignup(): void {
  authStore.firstSignedup = true;
}

export function markPasswordReset(): void {
  authStore.hasJustResetPassword = true;
}

export function markJustOnboarded(): void {
  authStore.hasJustOnboarded = true;
}

/** Tests only: a fresh store, restore not settled. */
export function resetAuthStore(): void {
  Object.assign(authStore, guestState());
  settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
}

/** What the router context carries: the state, and a way to wait for the restore (spec section 4 guards). */
export interface AuthContext {
  readonly state: Readonly<AuthState>;
  settled(): Promise<void>;
}

export const authContext: AuthContext = { state: authStore, settled: whenSessionSettled };
