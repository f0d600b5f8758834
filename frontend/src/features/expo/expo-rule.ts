/** Spec sections 2 and 6: the routes an unauthenticated user may open in the mobile-embedded ("expo") mode. */
export const EXPO_ALLOWED_PATHS: ReadonlySet<string> = new Set(['/splash', '/login', '/signup', '/auth/verification']);
export const EXPO_ENTRY_PATH = '/splash';

export interface ExpoRuleInput {
  isLoggedIn: boolean;
  /** The expo value in effect (the `expo` query, or the one kept for this tab); undefined outside expo mode. */
  expo: string | undefined;
  pathname: string;
}

/**
 * "If the user is not logged in and the app is in expo mode, any route other than /splash, /login, /signup or
 * /auth/verification redirects to /splash?expo={value}." Answers the redirect's search, or undefined.
 */
export function expoRedirect({ isLoggedIn, expo, pathname }: ExpoRuleInput): { expo: string } | undefined {
  if (isLoggedIn || expo === undefined) return undefined;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return EXPO_ALLOWED_PATHS.has(path) ? undefined : { expo };
}

/** `?expo=0` or `?expo=false` leave the mode; any other value (`1`, `true`, an app id) enters it. */
export function expoFromQuery(value: unknown): string | null | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const text = String(value);
  return text === '0' || text === 'false' ? null : text;
}

/**
 * The search value that writes `expo` back as it came: the router JSON-encodes strings that look like numbers or
 * booleans (`"1"`), so those go back as what they were parsed from.
 */
export function expoSearchValue(expo: string): string | number | boolean {
  if (expo === 'true') return true;
  if (/^\d{1,15}$/.test(expo)) return Number(expo);
  return expo;
}
