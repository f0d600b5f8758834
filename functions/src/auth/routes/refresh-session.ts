import { authRoutes } from '@kinwell/contracts';
import { authMessages, IdentityError, localizedError, UnauthorizedError } from '@kinwell/core';
import {
  clearedSessionCookies,
  defineRoute,
  jsonResponse,
  REFRESH_COOKIE,
  REMEMBER_COOKIE,
  readCookie,
  requestLocale,
  sessionCookies,
} from '../../http';
import type { AuthDeps } from '../auth-deps';

/** Silent refresh: a new access token from the refresh cookie, for page loads and before expiry. */
export const refreshSession = ({ identity, refreshTtlSeconds }: AuthDeps) =>
  defineRoute(authRoutes.refreshSession, async ({ event }) => {
    const refreshToken = readCookie(event, REFRESH_COOKIE);
    if (!refreshToken) throw new UnauthorizedError(authMessages.signInRequired, 'auth.signInRequired');
    try {
      const tokens = await identity.refresh(refreshToken);
      const remember = readCookie(event, REMEMBER_COOKIE) !== '0';
      const response = jsonResponse(200, { AuthenticationResult: tokens });
      response.cookies = sessionCookies(
        { accessToken: tokens.AccessToken, expiresIn: tokens.ExpiresIn },
        remember,
        refreshTtlSeconds,
      );
      return response;
    } catch (error) {
      if (!(error instanceof IdentityError && error.code === 'NotAuthorizedException')) throw error;
      // A revoked or expired refresh token ends the session: clear its cookies with the answer.
      const expired = { status: 401, message: authMessages.sessionExpired, errorCode: 'auth.sessionExpired' } as const;
      const response = jsonResponse(401, localizedError(expired, requestLocale(event)));
      response.cookies = clearedSessionCookies();
      return response;
    }
  });
