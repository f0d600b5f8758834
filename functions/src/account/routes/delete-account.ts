import { accountRoutes } from '@kinwell/contracts';
import { accountMessages, attemptKeys, deleteAccount, IdentityError, ValidationError } from '@kinwell/core';
import { accessTokenOf, clearedSessionCookies, defineRoute, jsonResponse, requestLocale } from '../../http';
import { clientAddress } from '../../http/client-address';
import { auditAccountAction } from '../account-audit';
import type { AccountDeps } from '../account-deps';

/**
 * Deletes the caller's account and everything Kinwell holds about them, once they have typed their password again
 * (a session left open on a shared screen is not enough). The check counts against the login limits. The session
 * cookies are cleared: the identity is gone, so this browser is signed out.
 */
export const deleteAccountRoute = ({ identity, limiter, personalData, mail, branding }: AccountDeps) =>
  defineRoute(accountRoutes.deleteAccount, async ({ body, event, telemetry }) => {
    const user = await identity.getUser(accessTokenOf(event) ?? '');
    const member = { sub: user.sub, email: user.email };
    const keys = attemptKeys('login', member.email, clientAddress(event));
    await limiter.check(keys.address);
    await limiter.consume(keys.account);
    try {
      await identity.login(member.email, body.password);
    } catch (error) {
      if (error instanceof IdentityError && error.code === 'NotAuthorizedException') {
        await limiter.hit(keys.address);
        // Not 401: the session is fine, the confirmation is not (a 401 would read as "signed out").
        throw new ValidationError(accountMessages.wrongPassword);
      }
      throw error;
    }
    await limiter.reset(keys.account);

    const brand = await branding(member);
    const { confirmationMailed } = await deleteAccount(
      { identity, stores: personalData, mail, branding: async () => brand },
      member,
      // The language of the screen they deleted it from: the goodbye reads as the page did.
      requestLocale(event),
    );
    auditAccountAction(telemetry.logger, 'deleted', member.sub, {
      stores: personalData.map((store) => store.name),
      confirmationMailed,
    });
    const response = jsonResponse(200, { message: accountMessages.deleted, confirmationMailed });
    response.cookies = clearedSessionCookies();
    return response;
  });
