import { mailRoutes } from '@kinwell/contracts';
import { defineRoute, jsonResponse, requestLocale } from '../../http';
import { signedInMember } from '../../http/signed-in-member';
import { countEvent } from '../../observability/business-metrics';
import type { MailDeps } from '../mail-deps';

/** Invites the caller's child (13+) by mail; only someone the caller invited. */
export const sendInviteChildEmail = ({ identity, invitations }: MailDeps) =>
  defineRoute(mailRoutes.sendInviteChildEmail, async ({ body, event, telemetry }) => {
    const { messageId } = await invitations.sendChildInvite(
      await signedInMember(identity, event),
      body,
      requestLocale(event),
    );
    countEvent(telemetry.metrics, 'invitationSent');
    return jsonResponse(200, { message: 'Invitation email sent', messageId });
  });
