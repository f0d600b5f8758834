import { mailRoutes } from '@kinwell/contracts';
import { defineRoute, jsonResponse, requestLocale } from '../../http';
import { signedInMember } from '../../http/signed-in-member';
import { countEvent } from '../../observability/business-metrics';
import type { MailDeps } from '../mail-deps';

/** Invites the caller's spouse or partner by mail; only someone the caller invited. */
export const sendInviteEmail = ({ identity, invitations }: MailDeps) =>
  defineRoute(mailRoutes.sendInviteEmail, async ({ body, event, telemetry }) => {
    const { messageId } = await invitations.sendPartnerInvite(
      await signedInMember(identity, event),
      body,
      requestLocale(event),
    );
    countEvent(telemetry.metrics, 'invitationSent');
    return jsonResponse(200, { message: 'Invitation email sent', messageId });
  });
