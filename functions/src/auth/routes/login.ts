import { authRoutes } from '@kinwell/contracts';
import { attemptKeys, IdentityError } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import type { AuthDeps } from '../auth-deps';
import { clientAddress } from '../client-address';

export const login = ({ identity, limiter }: AuthDeps) =>
  defineRoute(authRoutes.login, async ({ body, event }) => {
    const keys = attemptKeys('login', body.email, clientAddress(event));
    await limiter.check(keys.account, keys.address);
    try {
      const tokens = await identity.login(body.email, body.password);
      await limiter.reset(keys.account);
      return jsonResponse(200, { AuthenticationResult: tokens });
    } catch (error) {
      if (error instanceof IdentityError && error.code === 'NotAuthorizedException') {
        await limiter.hit(keys.account, keys.address);
      }
      throw error;
    }
  });
