/**
 * The values spec section 3 keeps client-side, as cookies the app writes itself (not HttpOnly: the tokens
 * live in the server's HttpOnly cookies, never here): `user-info` for an hour, `email` and `uid` for 60 days.
 * `kinwell-session` only says that a session may exist, so a guest's visit does not ask for a refresh.
 */
export const USER_INFO_MAX_AGE_S = 3600;
export const IDENTITY_MAX_AGE_S = 60 * 24 * 3600;
/** As long as the server's remembered refresh cookie may last; a 401 on restore clears it sooner. */
export const SESSION_HINT_MAX_AGE_S = 30 * 24 * 3600;

export const COOKIE_NAMES = {
  userInfo: 'user-info',
  email: 'email',
  uid: 'uid',
  // The servers read it too (@kinwell/core SESSION_HINT_COOKIE): a visitor with it gets the SPA shell.
  sessionHint: 'kinwell-session',
} as const;

function writeCookie(name: string, value: string, maxAgeSeconds: number | undefined): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  // biome-ignore lint/suspicious/noDocumentCookie: these are plain values the spec keeps in cookies.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/${maxAge}; SameSite=Lax${secure}`;
}

export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** After sign-in. `remember` false makes the session hint last until the browser closes, like the server's. */
export function writeUserCookies(userInfo: Readonly<Record<string, string>>, remember: boolean): void {
  writeCookie(COOKIE_NAMES.userInfo, JSON.stringify(userInfo), USER_INFO_MAX_AGE_S);
  if (userInfo.email) writeCookie(COOKIE_NAMES.email, userInfo.email, IDENTITY_MAX_AGE_S);
  if (userInfo.sub) writeCookie(COOKIE_NAMES.uid, userInfo.sub, IDENTITY_MAX_AGE_S);
  writeCookie(COOKIE_NAMES.sessionHint, '1', remember ? SESSION_HINT_MAX_AGE_S : undefined);
}

/** After a restore or refresh: the user info again, leaving the hint's lifetime as it was. */
export function refreshUserInfoCookie(userInfo: Readonly<Record<string, string>>): void {
  writeCookie(COOKIE_NAMES.userInfo, JSON.stringify(userInfo), USER_INFO_MAX_AGE_S);
}

export function hasSessionHint(): boolean {
  return readCookie(COOKIE_NAMES.sessionHint) === '1';
}

export function clearSessionHint(): void {
  writeCookie(COOKIE_NAMES.sessionHint, '', 0);
}

export function clearUserCookies(): void {
  for (const name of Object.values(COOKIE_NAMES)) writeCookie(name, '', 0);
}
