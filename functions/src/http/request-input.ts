import type { RouteContract } from '@kinwell/contracts';
import { commonMessages } from '@kinwell/core';
import type { z } from 'zod';
import { RequestError } from '../middleware/error-mapping';
import type { ApiEvent } from './types';

export const MAX_BODY_BYTES = 64 * 1024;

/** The raw body as text, decoded when API Gateway delivered it base64. */
export function bodyText(event: ApiEvent): string | undefined {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/** Parses and validates the JSON body against the route's contract; 400/413/415 on bad input. */
export function parseBody<R extends RouteContract>(route: R, event: ApiEvent): unknown {
  if (!route.body) return undefined;
  const text = bodyText(event);
  if (text !== undefined && Buffer.byteLength(text) > MAX_BODY_BYTES) {
    throw new RequestError(commonMessages.bodyTooLarge, 413, 'common.bodyTooLarge');
  }
  const contentType = event.headers?.['content-type'] ?? '';
  if (text !== undefined && contentType && !/^application\/(.+\+)?json\b/i.test(contentType)) {
    throw new RequestError(commonMessages.unsupportedType, 415, 'common.unsupportedType');
  }
  let value: unknown;
  try {
    value = text === undefined ? undefined : JSON.parse(text);
  } catch {
    throw new RequestError(commonMessages.badJson, 400, 'common.badJson');
  }
  if (value === undefined) throw new RequestError(commonMessages.badJson, 400, 'common.badJson');
  return (route.body as z.ZodType).parse(value);
}

export function parseQuery<R extends RouteContract>(route: R, event: ApiEvent): unknown {
  if (!route.query) return undefined;
  return (route.query as z.ZodType).parse(event.queryStringParameters ?? {});
}
