import { authRoutes } from '@kinwell/contracts';
import { authMessages, DomainError, ForbiddenError, onboardingAttributes } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import { accessTokenOf } from '../../http/session-cookies';
import type { AuthDeps } from '../auth-deps';

/** Stores the caller's onboarding step; only ever the caller's own account. */
export const updateOnboarding = ({ identity }: AuthDeps) =>
  defineRoute(authRoutes.updateOnboarding, async ({ body, event }) => {
    const me = await identity.getUser(accessTokenOf(event) ?? '');
    if (me.email !== body.email) throw new ForbiddenError(authMessages.notYourAccount);
    const onboarded = me.attributes.some((a) => a.Name === 'custom:isOnboarded' && a.Value === 'true');
    const attributes = onboardingAttributes(body.step, onboarded);
    try {
      await identity.updateAttributes(me.email, attributes);
    } catch (error) {
      const notFound = error instanceof DomainError && error.status === 404;
      console.error(JSON.stringify({ level: 'error', message: 'update-onboarding failed', error: String(error) }));
      return jsonResponse(notFound ? 404 : 500, {
        success: false,
        message: notFound ? authMessages.emailNotFound : authMessages.onboardingUpdateFailed,
        details: { isOnboarded: onboarded, step: body.step },
      });
    }
    return jsonResponse(200, {
      success: true,
      message: 'Onboarding status updated',
      details: { isOnboarded: attributes['custom:isOnboarded'] === 'true', step: body.step },
    });
  });
