import { authRoutes } from '@kinwell/contracts';
import { attemptKeys, authMessages } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import { clientAddress } from '../../http/client-address';
import type { AuthDeps } from '../auth-deps';

/** Sends a reset code; the answer is the same whether or not the address has an account. */
export const forgotPassword = ({ identity, limiter }: AuthDeps) =>
  defineRoute(authRoutes.forgotPassword, async ({ body, event }) => {
    const keys = attemptKeys('mail', body.email, clientAddress(event));
    await limiter.check(keys.account, keys.address);
    await limiter.hit(keys.account, keys.address);
    await identity.forgotPassword(body.email);
    return jsonResponse(200, { message: authMessages.resetCodeSent });
  });
