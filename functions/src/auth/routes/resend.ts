import { authRoutes } from '@kinwell/contracts';
import { attemptKeys, authMessages } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import { clientAddress } from '../../http/client-address';
import type { AuthDeps } from '../auth-deps';

export const resend = ({ identity, limiter }: AuthDeps) =>
  defineRoute(authRoutes.resend, async ({ body, event }) => {
    const keys = attemptKeys('mail', body.email, clientAddress(event));
    await limiter.check(keys.account, keys.address);
    await limiter.hit(keys.account, keys.address);
    await identity.resendConfirmationCode(body.email);
    return jsonResponse(200, { message: authMessages.codeResent });
  });
