import { authRoutes } from '@kinwell/contracts';
import {
  authMessages,
  DomainError,
  ForbiddenError,
  localeUpdate,
  localizedError,
  onboardingAttributes,
} from '@kinwell/core';
import { defineRoute, jsonResponse, requestLocale } from '../../http';
import { accessTokenOf } from '../../http/session-cookies';
import type { AuthDeps } from '../auth-deps';

/** Stores the caller's onboarding step; only ever the caller's own account. */
export const updateOnboarding = ({ identity }: AuthDeps) =>
  defineRoute(authRoutes.updateOnboarding, async ({ body, event, telemetry }) => {
    const me = await identity.getUser(accessTokenOf(event) ?? '');
    if (me.email !== body.email) throw new ForbiddenError(authMessages.notYourAccount, 'auth.notYourAccount');
    const onboarded = me.attributes.some((a) => a.Name === 'custom:isOnboarded' && a.Value === 'true');
    const attributes = onboardingAttributes(body.step, onboarded);
    try {
      // The member's mail language follows the app's, in the same write (only when it changed).
      await identity.updateAttributes(me.email, {
        ...attributes,
        ...localeUpdate(me.attributes, requestLocale(event)),
      });
    } catch (error) {
      const notFound = error instanceof DomainError && error.status === 404;
      telemetry.logger.error('update-onboarding failed', { error });
      // The spec's failure shape, with the code and the caller's language of every error answer.
      const failure = notFound
        ? ({ status: 404, message: authMessages.emailNotFound, errorCode: 'auth.emailNotFound' } as const)
        : ({
            status: 500,
            message: authMessages.onboardingUpdateFailed,
            errorCode: 'auth.onboardingUpdateFailed',
          } as const);
      return jsonResponse(failure.status, {
        success: false,
        ...localizedError(failure, requestLocale(event)),
        details: { isOnboarded: onboarded, step: body.step },
      });
    }
    return jsonResponse(200, {
      success: true,
      message: 'Onboarding status updated',
      details: { isOnboarded: attributes['custom:isOnboarded'] === 'true', step: body.step },
    });
  });
