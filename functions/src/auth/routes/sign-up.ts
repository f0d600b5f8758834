import { authRoutes } from '@kinwell/contracts';
import { attemptKeys, authMessages, onboardingAttributes } from '@kinwell/core';
import { defineRoute, jsonResponse, requestLocale } from '../../http';
import { clientAddress } from '../../http/client-address';
import { countEvent } from '../../observability/business-metrics';
import type { AuthDeps } from '../auth-deps';

export const signUp = ({ identity, limiter }: AuthDeps) =>
  defineRoute(authRoutes.signUp, async ({ body, event, telemetry }) => {
    // Each sign-up mails a code: counted like a resend, so the form cannot be used to flood an inbox.
    const keys = attemptKeys('mail', body.email, clientAddress(event));
    await limiter.check(keys.account, keys.address);
    await limiter.hit(keys.account, keys.address);
    const result = await identity.signUp({
      email: body.email,
      password: body.password,
      // Cognito's standard `locale`: the language the member's mail is written in (the app's, at sign-up).
      attributes: { ...onboardingAttributes(body.onboardingStep), locale: requestLocale(event) },
    });
    countEvent(telemetry.metrics, 'signUp');
    return jsonResponse(201, { message: authMessages.registered, ...result });
  });
