import { companyRoutes } from '@kinwell/contracts';
import { defineRoute, jsonResponse } from '../../http';
import { signedInMember } from '../../http/signed-in-member';
import type { CompanyDeps } from '../app';

/** Records an invitation into the caller's own company, within the caller's daily limit. */
export const updateCompanyInvites = ({ identity, invitations }: CompanyDeps) =>
  defineRoute(companyRoutes.updateCompanyInvites, async ({ body, event }) => {
    const invite = await invitations.invite(await signedInMember(identity, event), body);
    return jsonResponse(200, { email: invite.email, companyId: invite.companyId, invited: true });
  });
