import type { ApiEvent } from './types';

/**
 * The session lives in two HttpOnly cookies page scripts cannot read: the access token (sent with every
 * /api call "with credentials") and the refresh token (only to /api/token, to renew the access token).
 * SameSite=Strict keeps other sites from riding on them.
 */
export const SESSION_COOKIE = 'kinwell_session';
export const REFRESH_COOKIE = 'kinwell_refresh';

const REFRESH_PATH = '/api/token';

export function readCookie(event: ApiEvent, name: string): string | undefined {
  for (const cookie of event.cookies ?? []) {
    const at = cookie.indexOf('=');
    if (at > 0 && cookie.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(cookie.slice(at + 1).trim());
      } catch {
        return undefined; // a malformed cookie is no cookie, not a server error
      }
    }
  }
  return undefined;
}

/** The caller's access token: a bearer header first, else the session cookie. */
export function accessTokenOf(event: ApiEvent): string | undefined {
  const header = event.headers?.authorization;
  const bearer = header && /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
  return bearer || readCookie(event, SESSION_COOKIE);
}

function cookie(name: string, value: string, path: string, maxAgeSeconds: number | undefined): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${path}`, 'HttpOnly', 'Secure', 'SameSite=Strict'];
  if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${maxAgeSeconds}`);
  return parts.join('; ');
}

/**
 * Cookies for a session. Remembered: they outlive the browser (the refresh token's lifetime); otherwise
 * they are session cookies, gone when the browser closes.
 */
export function sessionCookies(
  tokens: { accessToken: string; expiresIn: number; refreshToken?: string | undefined },
  remember: boolean,
  refreshTtlSeconds: number,
): string[] {
  const cookies = [cookie(SESSION_COOKIE, tokens.accessToken, '/api', remember ? tokens.expiresIn : undefined)];
  if (tokens.refreshToken) {
    cookies.push(cookie(REFRESH_COOKIE, tokens.refreshToken, REFRESH_PATH, remember ? refreshTtlSeconds : undefined));
  }
  return cookies;
}

/** A renewed access token keeps the refresh cookie's kind: remembered cookies stay remembered. */
export const REMEMBER_COOKIE = 'kinwell_remember';
export function rememberCookie(remember: boolean, refreshTtlSeconds: number): string {
  return cookie(REMEMBER_COOKIE, remember ? '1' : '0', REFRESH_PATH, remember ? refreshTtlSeconds : undefined);
}

export function clearedSessionCookies(): string[] {
  return [
    cookie(SESSION_COOKIE, '', '/api', 0),
    cookie(REFRESH_COOKIE, '', REFRESH_PATH, 0),
    cookie(REMEMBER_COOKIE, '', REFRESH_PATH, 0),
  ];
}
