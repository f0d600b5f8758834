import { authRoutes } from '@kinwell/contracts';
import { confirmPersonalEmail, readPersonalEmail, requestPersonalEmailConfirmation } from '@kinwell/core';
import { defineRoute, jsonResponse, requestLocale } from '../../http';
import { signedInMember } from '../../http/signed-in-member';
import type { AuthDeps } from '../auth-deps';

// Always the caller's own record: the member is read from their access token, never from the body.

export const personalEmail = ({ identity, personalEmail }: AuthDeps) =>
  defineRoute(authRoutes.personalEmail, async ({ event }) => {
    const member = await signedInMember(identity, event);
    return jsonResponse(200, await readPersonalEmail(personalEmail, member));
  });

export const requestPersonalEmail = ({ identity, personalEmail }: AuthDeps) =>
  defineRoute(authRoutes.requestPersonalEmail, async ({ body, event }) => {
    const member = await signedInMember(identity, event);
    return jsonResponse(
      200,
      await requestPersonalEmailConfirmation(personalEmail, member, body.email, requestLocale(event)),
    );
  });

export const confirmPersonalEmailRoute = ({ identity, personalEmail }: AuthDeps) =>
  defineRoute(authRoutes.confirmPersonalEmail, async ({ body, event }) => {
    const member = await signedInMember(identity, event);
    return jsonResponse(200, await confirmPersonalEmail(personalEmail, member, body.code));
  });
