import { describe, expect, it } from 'vitest';
import { expoFromQuery, expoRedirect, expoSearchValue } from './expo-rule';

describe('the expo rule', () => {
  it('sends a guest in expo mode to /splash with the expo value, from every route but four', () => {
    for (const pathname of ['/', '/about', '/dashboard', '/reset-password', '/onboarding', '/auth/other']) {
      expect(expoRedirect({ isLoggedIn: false, expo: '1', pathname }), pathname).toEqual({ expo: '1' });
    }
    for (const pathname of ['/splash', '/login', '/signup/', '/auth/verification']) {
      expect(expoRedirect({ isLoggedIn: false, expo: '1', pathname }), pathname).toBeUndefined();
    }
  });

  it('lets signed-in users and visitors outside expo mode through', () => {
    expect(expoRedirect({ isLoggedIn: true, expo: '1', pathname: '/about' })).toBeUndefined();
    expect(expoRedirect({ isLoggedIn: false, expo: undefined, pathname: '/about' })).toBeUndefined();
  });

  it('reads the query: a value enters the mode, 0 or false leave it, absent keeps it', () => {
    expect(expoFromQuery(1)).toBe('1');
    expect(expoFromQuery('app')).toBe('app');
    expect(expoFromQuery('0')).toBeNull();
    expect(expoFromQuery(false)).toBeNull();
    expect(expoFromQuery(undefined)).toBeUndefined();
    expect(expoFromQuery('')).toBeUndefined();
  });

  it('writes the value back as the router read it', () => {
    expect(expoSearchValue('1')).toBe(1);
    expect(expoSearchValue('true')).toBe(true);
    expect(expoSearchValue('app')).toBe('app');
  });
});
