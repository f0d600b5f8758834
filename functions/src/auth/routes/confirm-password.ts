import { authRoutes } from '@kinwell/contracts';
import { attemptKeys, authMessages, IdentityError } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import { clientAddress } from '../../http/client-address';
import type { AuthDeps } from '../auth-deps';

export const confirmPassword = ({ identity, limiter }: AuthDeps) =>
  defineRoute(authRoutes.confirmPassword, async ({ body, event }) => {
    const keys = attemptKeys('code', body.email, clientAddress(event));
    // Counted before the code is checked, so concurrent guesses cannot all pass one check.
    await limiter.check(keys.address);
    await limiter.consume(keys.account);
    try {
      await identity.confirmForgotPassword(body.email, body.confirmationCode, body.newPassword);
    } catch (error) {
      if (error instanceof IdentityError && error.code === 'CodeMismatchException') {
        await limiter.hit(keys.address);
      }
      throw error;
    }
    await limiter.reset(keys.account);
    return jsonResponse(200, { message: authMessages.passwordReset });
  });
