import { authRoutes } from '@kinwell/contracts';
import { attemptKeys, IdentityError } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import { clientAddress } from '../../http/client-address';
import { countEvent } from '../../observability/business-metrics';
import type { AuthDeps } from '../auth-deps';

export const login = ({ identity, limiter }: AuthDeps) =>
  defineRoute(authRoutes.login, async ({ body, event, telemetry }) => {
    const keys = attemptKeys('login', body.email, clientAddress(event));
    // The account's attempt is counted before the password is checked, so concurrent guesses cannot all
    // pass one check; a success clears it. The address counts failures only (an office shares one).
    await limiter.check(keys.address);
    await limiter.consume(keys.account);
    try {
      const tokens = await identity.login(body.email, body.password);
      await limiter.reset(keys.account);
      countEvent(telemetry.metrics, 'login');
      return jsonResponse(200, { AuthenticationResult: tokens });
    } catch (error) {
      // Polling an unconfirmed account (to catch the moment its owner confirms it) counts as failing.
      if (
        error instanceof IdentityError &&
        (error.code === 'NotAuthorizedException' || error.code === 'UserNotConfirmedException')
      ) {
        await limiter.hit(keys.address);
      }
      throw error;
    }
  });
