// The first step of every API Lambda in AWS: only requests CloudFront forwarded get further. The local runtime has
// no CloudFront and never wraps its handlers in this.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Logger } from '@aws-lambda-powertools/logger';
import { ORIGIN_SECRET_HEADER } from '@kinwell/contracts';
import { commonMessages, localizedError } from '@kinwell/core';
import { type ApiEvent, type ApiHandler, jsonResponse, requestLocale } from '../../http';
import { trustViewerAddress } from '../../http/client-address';
import { type Env, OriginEnv } from './env';
import { cachedOriginSecrets, readOriginSecret } from './origin-secret';
import { lambdaTelemetry } from './telemetry';

// Hashing first gives equal lengths to compare in constant time, whatever the header's length.
const digest = (value: string) => createHash('sha256').update(value).digest();
const matches = (sent: string, accepted: readonly string[]) => {
  const sentDigest = digest(sent);
  return accepted.reduce((found, value) => timingSafeEqual(sentDigest, digest(value)) || found, false);
};

/** The answer of the error mapping for this status and text: `{ message, code }` in the caller's language. */
const refusal = (event: ApiEvent, status: number, message: string) =>
  jsonResponse(status, localizedError({ status, message }, requestLocale(event)));

/**
 * Answers 403 `{ message, code }` to a request without the origin secret CloudFront adds, so the execute-api URL called
 * directly bypasses neither the WAF nor the per-address limits. A request that has it came through CloudFront,
 * whose CloudFront-Viewer-Address is then trusted as the caller's address (auth/client-address.ts).
 */
export function requireOriginSecret(
  handler: ApiHandler,
  accepted: () => Promise<readonly string[]>,
  logger: Pick<Logger, 'error'> = lambdaTelemetry.logger,
): ApiHandler {
  return async (event, context) => {
    const sent = event.headers?.[ORIGIN_SECRET_HEADER];
    // No secret sent: refused without reading ours.
    if (!sent) return refusal(event, 403, commonMessages.forbidden);
    let values: readonly string[];
    try {
      values = await accepted();
    } catch (error) {
      logger.error('Reading the origin secret failed', { error });
      return refusal(event, 503, commonMessages.upstreamFailed);
    }
    if (!matches(sent, values)) return refusal(event, 403, commonMessages.forbidden);
    trustViewerAddress(event);
    return handler(event, context);
  };
}

/** The check with this function's secret (ORIGIN_SECRET_ARN), read lazily and cached for five minutes. */
export function behindCloudFront(handler: ApiHandler, env: Env = process.env): ApiHandler {
  const { ORIGIN_SECRET_ARN: secretArn } = OriginEnv.parse(env);
  return requireOriginSecret(
    handler,
    cachedOriginSecrets(() => readOriginSecret(secretArn)),
  );
}
