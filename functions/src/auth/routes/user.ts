import { authRoutes } from '@kinwell/contracts';
import { defineRoute, jsonResponse } from '../../http';
import { accessTokenOf } from '../../http/session-cookies';
import type { AuthDeps } from '../auth-deps';

export const user = ({ identity }: AuthDeps) =>
  defineRoute(authRoutes.user, async ({ caller, event }) => {
    const found = await identity.getUser(accessTokenOf(event) ?? '');
    return jsonResponse(200, { Username: caller.username, UserAttributes: found.attributes });
  });
