import { companyRoutes } from '@kinwell/contracts';
import type { CompanyDirectory } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';

export const fetchMetadata = (companies: CompanyDirectory) =>
  defineRoute(companyRoutes.fetchMetadata, async ({ body }) => {
    return jsonResponse(200, await companies.readMetadataDocument(body.key));
  });
