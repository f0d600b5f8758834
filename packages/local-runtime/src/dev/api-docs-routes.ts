import { randomBytes } from 'node:crypto';
import { devRoutes } from '@kinwell/contracts';
import { apiDocument, type OpenApiDocument } from '@kinwell/contracts/openapi';
import { defineRoute, jsonResponse } from '@kinwell/functions/http';
import { securityHeaders } from '../security-headers';
import { renderApiDocsPage } from './api-docs-page';

let document: OpenApiDocument | undefined;
/** Made on first use: most runs of the local runtime never ask for it. */
const localDocument = () => {
  document ??= apiDocument({ localOnly: true });
  return document;
};

/** `GET /api/openapi.json` and `GET /api/docs`: this runtime's API described, as JSON and as a page. */
export const apiDocsRoutes = () => [
  defineRoute(devRoutes.openApiDocument, async () => jsonResponse(200, localDocument())),
  defineRoute(devRoutes.apiDocs, async () => {
    const nonce = randomBytes(16).toString('base64');
    const csp = `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'`;
    return {
      statusCode: 200,
      headers: { ...securityHeaders(csp), 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      body: renderApiDocsPage(localDocument(), nonce),
    };
  }),
];
