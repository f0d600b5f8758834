import { authRoutes } from '@kinwell/contracts';
import { attemptKeys, authMessages, IdentityError } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import { clientAddress } from '../../http/client-address';
import type { AuthDeps } from '../auth-deps';

export const verify = ({ identity, limiter }: AuthDeps) =>
  defineRoute(authRoutes.verify, async ({ body, event }) => {
    const keys = attemptKeys('code', body.email, clientAddress(event));
    // Counted before the code is checked, so concurrent guesses cannot all pass one check.
    await limiter.check(keys.address);
    await limiter.consume(keys.account);
    try {
      await identity.confirmSignUp(body.email, body.code);
    } catch (error) {
      if (error instanceof IdentityError && error.code === 'CodeMismatchException') {
        await limiter.hit(keys.address);
      }
      throw error;
    }
    await limiter.reset(keys.account);
    return jsonResponse(200, { message: authMessages.verified });
  });
