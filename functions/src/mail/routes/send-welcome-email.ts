import { mailRoutes } from '@kinwell/contracts';
import { memberLocale } from '@kinwell/core';
import { defineRoute, jsonResponse, requestLocale } from '../../http';
import { accessTokenOf } from '../../http/session-cookies';
import type { MailDeps } from '../mail-deps';

/** The caller's own welcome mail, to their account email only, in their stored language (else the app's). */
export const sendWelcomeEmail = ({ identity, invitations }: MailDeps) =>
  defineRoute(mailRoutes.sendWelcomeEmail, async ({ body, event }) => {
    const user = await identity.getUser(accessTokenOf(event) ?? '');
    const { messageId } = await invitations.sendWelcome(
      { sub: user.sub, email: user.email },
      body,
      memberLocale(user.attributes) ?? requestLocale(event),
    );
    return jsonResponse(200, { message: 'Welcome email sent', messageId });
  });
