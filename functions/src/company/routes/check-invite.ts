import { companyRoutes } from '@kinwell/contracts';
import type { CompanyDirectory } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';

export const checkInvite = (companies: CompanyDirectory) =>
  defineRoute(companyRoutes.checkInvite, async ({ query }) => {
    const invite = await companies.findInvite(query.email);
    return jsonResponse(200, { invited: invite !== undefined });
  });
