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
import type { ApiEvent, ApiResult } from '../../http/types';
import type { Telemetry } from '../../observability/telemetry';
import type { AuthDeps } from '../auth-deps';

const logFailure = ({ logger }: Telemetry, step: string, error: unknown) =>
  logger.error(`Logout: ${step} failed; the session cookies are cleared all the same`, { error });

/**
 * Ends the session. A global sign-out with the access token revokes every refresh token of the user; when it
 * cannot run (no access token, or one expired) or fails, the refresh cookie's own token is revoked instead. The
 * session cookies are cleared whatever the identity provider answered: this browser is signed out either way, and
 * a failure to revoke is logged, not shown as a logout that did not happen.
 */
const endSession =
  ({ identity }: AuthDeps) =>
  async ({ event, telemetry }: { event: ApiEvent; telemetry: Telemetry }): Promise<ApiResult> => {
    const accessToken = accessTokenOf(event);
    let signedOutEverywhere = false;
    if (accessToken) {
      try {
        await identity.signOut(accessToken);
        signedOutEverywhere = true;
      } catch (error) {
        if (!(error instanceof UnauthorizedError)) logFailure(telemetry, 'global sign-out', error);
      }
    }
    const refreshToken = readCookie(event, REFRESH_COOKIE);
    if (!signedOutEverywhere && refreshToken) {
      try {
        await identity.revokeRefreshToken(refreshToken);
      } catch (error) {
        logFailure(telemetry, 'revoking the refresh token', error);
      }
    }
    const response = jsonResponse(200, { message: authMessages.loggedOut });
    response.cookies = clearedSessionCookies();
    return response;
  };

export const logout = (deps: AuthDeps) => defineRoute(authRoutes.logout, endSession(deps));

/** @deprecated `/api/auth/logout`, kept for one release after the move to /api/token (tabs open across a deploy). */
export const legacyLogout = (deps: AuthDeps) => defineRoute(authRoutes.legacyLogout, endSession(deps));
