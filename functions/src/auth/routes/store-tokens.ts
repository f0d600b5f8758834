import { authRoutes } from '@kinwell/contracts';
import { authMessages } from '@kinwell/core';
import { defineRoute, jsonResponse, rememberCookie, sessionCookies } from '../../http';
import type { AuthDeps } from '../auth-deps';

/** Keeps the tokens of a fresh login in HttpOnly cookies; remembered sessions outlive the browser. */
export const storeTokens = ({ identity, refreshTtlSeconds }: AuthDeps) =>
  defineRoute(authRoutes.storeTokens, async ({ body }) => {
    // Only a token this pool issued may become a session cookie.
    await identity.verifyAccessToken(body.token);
    const expiresIn = expiresInOf(body.token);
    const response = jsonResponse(200, { message: authMessages.tokensStored });
    response.cookies = [
      ...sessionCookies(
        { accessToken: body.token, expiresIn, refreshToken: body.refToken },
        body.remember,
        refreshTtlSeconds,
      ),
      rememberCookie(body.remember, refreshTtlSeconds),
    ];
    return response;
  });

/** Seconds left on a (verified) JWT, read from its `exp`. */
function expiresInOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: number };
  return Math.max(0, Math.floor((payload.exp ?? 0) - Date.now() / 1000));
}
