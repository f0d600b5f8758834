import { authRoutes, routeKey } from '@kinwell/contracts';
import { UnauthorizedError } from '@kinwell/core';
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGroupHandler } from '../../http';
import type { ApiEvent } from '../../http/types';
import { capturedTelemetry } from '../../observability/captured-telemetry';
import type { AuthDeps } from '../auth-deps';

const { telemetry, lines: logged } = capturedTelemetry('auth');

import { legacyLogout, logout } from './logout';

/** A logout request carrying an access token (bearer) and the refresh cookie. */
const event = {
  routeKey: routeKey(authRoutes.logout),
  rawPath: authRoutes.logout.path,
  headers: { authorization: 'Bearer access-token' },
  cookies: ['kinwell_refresh=refresh-token'],
  requestContext: { requestId: 'test' },
  isBase64Encoded: false,
} as unknown as ApiEvent;

/** The identity calls logout makes, each answering as given. */
function identityAnswering(answers: { signOut: () => Promise<void>; revoke: () => Promise<void> }) {
  const identity = {
    signOut: vi.fn(answers.signOut),
    revokeRefreshToken: vi.fn(answers.revoke),
  };
  const handler = createGroupHandler([logout({ identity } as unknown as AuthDeps)], { telemetry });
  return { identity, call: () => handler(event, {} as Context) };
}

const clearsTheCookies = (cookies: string[] | undefined) =>
  expect(cookies?.length && cookies.every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);

describe('logout', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('signs out everywhere with a working access token, and has no refresh token left to revoke', async () => {
    const { identity, call } = identityAnswering({ signOut: async () => {}, revoke: async () => {} });
    const result = await call();
    expect(result.statusCode).toBe(200);
    clearsTheCookies(result.cookies);
    expect(identity.signOut).toHaveBeenCalledWith('access-token');
    expect(identity.revokeRefreshToken).not.toHaveBeenCalled();
  });

  it("revokes the refresh cookie's token when the access token has expired", async () => {
    const { identity, call } = identityAnswering({
      signOut: async () => {
        throw new UnauthorizedError('expired');
      },
      revoke: async () => {},
    });
    const result = await call();
    expect(result.statusCode).toBe(200);
    clearsTheCookies(result.cookies);
    expect(identity.revokeRefreshToken).toHaveBeenCalledWith('refresh-token');
  });

  it('clears the cookies and logs when the identity provider fails, rather than leave the browser signed in', async () => {
    const outage = () =>
      Promise.reject(Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' }));
    const { identity, call } = identityAnswering({ signOut: outage, revoke: outage });
    const result = await call();
    expect(result.statusCode).toBe(200);
    clearsTheCookies(result.cookies);
    expect(identity.revokeRefreshToken).toHaveBeenCalledWith('refresh-token');
    expect(logged).toHaveLength(2);
    expect(logged[1]).toContain('revoking the refresh token failed');
  });

  it('still answers on the deprecated /api/auth/logout for tabs opened before the move', async () => {
    const identity = { signOut: vi.fn(async () => {}), revokeRefreshToken: vi.fn(async () => {}) };
    const handler = createGroupHandler([legacyLogout({ identity } as unknown as AuthDeps)]);
    const legacyEvent = { ...event, routeKey: 'POST /api/auth/logout', rawPath: '/api/auth/logout' } as ApiEvent;
    const result = await handler(legacyEvent, {} as Context);
    expect(result.statusCode).toBe(200);
    clearsTheCookies(result.cookies);
    expect(identity.signOut).toHaveBeenCalledWith('access-token');
  });
});
