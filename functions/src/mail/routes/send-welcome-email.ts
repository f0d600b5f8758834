import { mailRoutes } from '@kinwell/contracts';
import { defineRoute, jsonResponse, requestLocale } from '../../http';
import { signedInMember } from '../../http/signed-in-member';
import type { MailDeps } from '../mail-deps';

/** The caller's own welcome mail, to their account email only. */
export const sendWelcomeEmail = ({ identity, invitations }: MailDeps) =>
  defineRoute(mailRoutes.sendWelcomeEmail, async ({ body, event }) => {
    const { messageId } = await invitations.sendWelcome(
      await signedInMember(identity, event),
      body,
      requestLocale(event),
    );
    return jsonResponse(200, { message: 'Welcome email sent', messageId });
  });
