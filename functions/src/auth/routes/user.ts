import { authRoutes } from '@kinwell/contracts';
import { roleOf } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import { accessTokenOf } from '../../http/session-cookies';
import type { AuthDeps } from '../auth-deps';

export const user = ({ identity }: AuthDeps) =>
  defineRoute(authRoutes.user, async ({ caller, event }) => {
    const found = await identity.getUser(accessTokenOf(event) ?? '');
    // The role comes from the verified token's groups, never from an attribute the user could write.
    return jsonResponse(200, { Username: caller.username, UserAttributes: found.attributes, role: roleOf(caller) });
  });
