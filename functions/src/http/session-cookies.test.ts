import { SESSION_COOKIE_NAME } from '@kinwell/contracts/openapi';
import { describe, expect, it } from 'vitest';
import { accessTokenOf, clearedSessionCookies, readCookie, SESSION_COOKIE, sessionCookies } from './session-cookies';
import type { ApiEvent } from './types';

const event = (headers: Record<string, string>, cookies?: string[]) =>
  ({ headers, ...(cookies ? { cookies } : {}) }) as unknown as ApiEvent;

describe('session cookies', () => {
  it('are the cookie the OpenAPI document names', () => {
    expect(SESSION_COOKIE_NAME).toBe(SESSION_COOKIE);
  });

  it('prefers the bearer header, then the session cookie', () => {
    expect(accessTokenOf(event({ authorization: 'Bearer abc' }, ['kinwell_session=def']))).toBe('abc');
    expect(accessTokenOf(event({}, ['x=1', 'kinwell_session=def']))).toBe('def');
    expect(accessTokenOf(event({ authorization: 'Basic abc' }))).toBeUndefined();
  });

  it('reads a cookie value, decoded', () => {
    expect(readCookie(event({}, ['a=1']), 'b')).toBeUndefined();
    expect(readCookie(event({}, ['b=%E0%A4']), 'b')).toBeUndefined();
    expect(readCookie(event({}, ['a=1', 'b=x%3Dy']), 'b')).toBe('x=y');
  });

  it('makes HttpOnly Secure SameSite=Strict cookies, lasting only when remembered', () => {
    const remembered = sessionCookies({ accessToken: 't', expiresIn: 900, refreshToken: 'r' }, true, 2_592_000);
    expect(remembered).toEqual([
      'kinwell_session=t; Path=/api; HttpOnly; Secure; SameSite=Strict; Max-Age=900',
      'kinwell_refresh=r; Path=/api/token; HttpOnly; Secure; SameSite=Strict; Max-Age=2592000',
    ]);
    const forgotten = sessionCookies({ accessToken: 't', expiresIn: 900, refreshToken: 'r' }, false, 2_592_000);
    expect(forgotten.every((c) => !c.includes('Max-Age'))).toBe(true);
    expect(clearedSessionCookies().every((c) => c.endsWith('Max-Age=0'))).toBe(true);
  });
});
