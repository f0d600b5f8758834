import { companyRoutes } from '@kinwell/contracts';
import type { CompanyDirectory } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';

export const validateDomain = (companies: CompanyDirectory) =>
  defineRoute(companyRoutes.validateDomain, async ({ query }) => {
    const claim = await companies.findByDomain(query.domain);
    return jsonResponse(200, {
      valid: claim !== undefined,
      accountId: claim?.accountId ?? null,
      companyId: claim?.companyId ?? null,
    });
  });
