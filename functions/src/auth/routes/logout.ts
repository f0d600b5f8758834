import { authRoutes } from '@kinwell/contracts';
import { authMessages, UnauthorizedError } from '@kinwell/core';
import { accessTokenOf, clearedSessionCookies, defineRoute, jsonResponse } from '../../http';
import type { AuthDeps } from '../auth-deps';

/** Revokes the user's refresh tokens (global sign-out) and clears the session cookies. */
export const logout = ({ identity }: AuthDeps) =>
  defineRoute(authRoutes.logout, async ({ event }) => {
    const token = accessTokenOf(event);
    if (token) {
      try {
        await identity.signOut(token);
      } catch (error) {
        // An already expired session is logged out all the same.
        if (!(error instanceof UnauthorizedError)) throw error;
      }
    }
    const response = jsonResponse(200, { message: authMessages.loggedOut });
    response.cookies = clearedSessionCookies();
    return response;
  });
