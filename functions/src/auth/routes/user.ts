import { authRoutes } from '@kinwell/contracts';
import { roleOf } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import { accessTokenOf } from '../../http/session-cookies';
import type { AuthDeps } from '../auth-deps';

export const user = ({ identity }: AuthDeps) =>
  defineRoute(authRoutes.user, async ({ caller, event }) => {
    // The token was verified once for this request (the group handler's caller): its user is read, not checked again.
    const found = await identity.getUser(accessTokenOf(event) ?? '', caller);
    // The role comes from the verified token's groups, never from an attribute the user could write.
    return jsonResponse(200, { Username: caller.username, UserAttributes: found.attributes, role: roleOf(caller) });
  });
