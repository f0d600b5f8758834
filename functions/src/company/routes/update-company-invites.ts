import { companyRoutes } from '@kinwell/contracts';
import type { CompanyDirectory } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';

export const updateCompanyInvites = (companies: CompanyDirectory) =>
  defineRoute(companyRoutes.updateCompanyInvites, async ({ body }) => {
    const invite = await companies.invite(body.email, body.companyId);
    return jsonResponse(200, { email: invite.email, companyId: invite.companyId, invited: true });
  });
