import { CompanyId, companyRoutes } from '@kinwell/contracts';
import type { CompanyDirectory } from '@kinwell/core';
import { binaryResponse, defineRoute } from '../../http';

/** A company's logo, for brand headers and mail; cached by browsers and CloudFront for a while. */
export const companyLogo = (companies: CompanyDirectory) =>
  defineRoute(companyRoutes.companyLogo, async ({ pathParameters }) => {
    const logo = await companies.readLogo(CompanyId.parse(pathParameters.companyId));
    return binaryResponse(logo.body, logo.contentType, {
      'cache-control': 'public, max-age=300',
      etag: logo.etag,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
