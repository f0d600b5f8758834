import type { UserRole } from '@kinwell/contracts';

export const ONBOARDING_PATH = '/onboarding';
/** The expert console: where experts land; members never reach it. */
export const EXPERT_HOME_PATH = '/expert';

/** Spec section 4: the routes a signed-in user who is not onboarded may still open. */
const EXEMPT_PATHS: ReadonlySet<string> = new Set([ONBOARDING_PATH, '/login', '/register', '/', '/contact']);
const EXEMPT_PREFIX = '/auth/';

export interface GateInput {
  isLoggedIn: boolean;
  isOnboarded: boolean;
  pathname: string;
  /** Experts have no member onboarding: the gate lets them through (their own guards keep them on the console). */
  role?: UserRole;
}

/**
 * The onboarding gate (spec section 4): a logged-in user who is not onboarded is sent to /onboarding from every
 * route except /onboarding, /login, /register, /, /contact and anything under /auth/. Answers the path to
 * redirect to, or undefined to let the navigation through.
 */
export function onboardingGate({
  isLoggedIn,
  isOnboarded,
  pathname,
  role = 'member',
}: GateInput): typeof ONBOARDING_PATH | undefined {
  if (!isLoggedIn || isOnboarded || role === 'expert') return undefined;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (EXEMPT_PATHS.has(path || '/') || pathname.startsWith(EXEMPT_PREFIX)) return undefined;
  return ONBOARDING_PATH;
}

/** Where a user goes after signing in (or when a signed-in user opens a guest screen); experts to their console. */
export function signedInHome(
  isOnboarded: boolean,
  role: UserRole = 'member',
): '/dashboard' | typeof ONBOARDING_PATH | typeof EXPERT_HOME_PATH {
  if (role === 'expert') return EXPERT_HOME_PATH;
  return isOnboarded ? '/dashboard' : ONBOARDING_PATH;
}

/**
 * A `redirect` search value is followed only when it is a path of this site: never another origin
 * (`//evil.example`, `/\evil.example`, `https://…`).
 */
export function safeRedirect(value: string | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}
