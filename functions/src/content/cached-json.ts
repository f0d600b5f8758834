import { createHash } from 'node:crypto';
import type { ApiEvent, ApiResult } from '../http';
import { jsonResponse } from '../http';

/** Content changes rarely and is public: browsers and CloudFront may keep it 5 minutes, then revalidate. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=300';

/**
 * A public JSON answer with a strong ETag of its body; a request whose If-None-Match names it gets 304 and no
 * body. `Vary: Accept-Language` is not needed: the language is in the query string.
 */
export function cachedJson(event: ApiEvent, body: unknown): ApiResult {
  const text = JSON.stringify(body);
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  const headers = { 'cache-control': CONTENT_CACHE_CONTROL, etag };
  const ifNoneMatch = event.headers?.['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return { statusCode: 304, headers };
  }
  return jsonResponse(200, body, headers);
}
