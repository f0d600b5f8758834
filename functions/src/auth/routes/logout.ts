import { authRoutes } from '@kinwell/contracts';
import { authMessages, UnauthorizedError } from '@kinwell/core';
import {
  accessTokenOf,
  clearedSessionCookies,
  defineRoute,
  jsonResponse,
  REFRESH_COOKIE,
  readCookie,
} from '../../http';
import type { AuthDeps } from '../auth-deps';

/**
 * Ends the session: a global sign-out while the access token works (every refresh token of the user stops), and
 * the refresh cookie's token revoked whatever the access token's state, since an expired one signs nothing out;
 * then the session cookies are cleared.
 */
export const logout = ({ identity }: AuthDeps) =>
  defineRoute(authRoutes.logout, async ({ event }) => {
    const token = accessTokenOf(event);
    if (token) {
      try {
        await identity.signOut(token);
      } catch (error) {
        // An already expired access token: the refresh token below still ends the session.
        if (!(error instanceof UnauthorizedError)) throw error;
      }
    }
    const refreshToken = readCookie(event, REFRESH_COOKIE);
    if (refreshToken) await identity.revokeRefreshToken(refreshToken);
    const response = jsonResponse(200, { message: authMessages.loggedOut });
    response.cookies = clearedSessionCookies();
    return response;
  });
