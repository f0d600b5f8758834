export const ONBOARDING_PATH = '/onboarding';

/** Spec section 4: the routes a signed-in user who is not onboarded may still open. */
const EXEMPT_PATHS: ReadonlySet<string> = new Set([ONBOARDING_PATH, '/login', '/register', '/', '/contact']);
const EXEMPT_PREFIX = '/auth/';

export interface GateInput {
  isLoggedIn: boolean;
  isOnboarded: boolean;
  pathname: string;
}

/**
 * The onboarding gate (spec section 4): a logged-in user who is not onboarded is sent to /onboarding from every
 * route except /onboarding, /login, /register, /, /contact and anything under /auth/. Answers the path to
 * redirect to, or undefined to let the navigation through.
 */
export function onboardingGate({ isLoggedIn, isOnboarded, pathname }: GateInput): typeof ONBOARDING_PATH | undefined {
  if (!isLoggedIn || isOnboarded) return undefined;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (EXEMPT_PATHS.has(path || '/') || pathname.startsWith(EXEMPT_PREFIX)) return undefined;
  return ONBOARDING_PATH;
}

/** Where a user goes after signing in (or when a signed-in user opens a guest screen). */
export function signedInHome(isOnboarded: boolean): '/dashboard' | typeof ONBOARDING_PATH {
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
