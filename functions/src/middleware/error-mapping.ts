import { DomainError, localizedError, ServiceUnavailableError } from '@kinwell/core';
import type { MiddlewareObj } from '@middy/core';
import * as z from 'zod';
import { requestLocale } from '../http/request-locale';
import { jsonResponse } from '../http/responses';
import type { ApiEvent, ApiResult } from '../http/types';

/** A request the edge refuses before any domain code runs (malformed JSON, a body too large, …). */
export class RequestError extends DomainError {}

const describe = (error: unknown) =>
  error instanceof Error ? { name: error.name, message: error.message } : { name: 'Error', message: String(error) };

/** The first problem's message: our schemas' messages are the tables' words (`Invalid email format`), or zod's. */
const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? '';

/**
 * The one place errors become HTTP answers, `{ message, code }`: domain errors keep their status, validation errors
 * answer 400, anything else 500 without internals (and is logged). The code is stable (core's error catalog) and
 * the message is that code's words in the caller's language, so no developer wording ever reaches a user.
 */
export function errorMapping(): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    name: 'error-mapping',
    onError: (request) => {
      const { error } = request;
      const locale = requestLocale(request.event);
      if (error instanceof ServiceUnavailableError) {
        // Nothing the member did: say when to ask again, and leave a trace of why (the cause names the operation).
        console.warn(
          JSON.stringify({
            level: 'warn',
            message: 'Answered 503: a service we depend on is not available yet',
            requestId: request.event.requestContext?.requestId,
            routeKey: request.event.routeKey,
            error: describe(error.cause ?? error),
          }),
        );
        request.response = jsonResponse(503, localizedError(error, locale), {
          'retry-after': String(error.retryAfterSeconds),
        });
        return;
      }
      if (error instanceof DomainError) {
        request.response = jsonResponse(error.status, { ...error.answerFields, ...localizedError(error, locale) });
        return;
      }
      if (error instanceof z.ZodError) {
        request.response = jsonResponse(400, localizedError({ status: 400, message: firstIssue(error) }, locale));
        return;
      }
      console.error(
        JSON.stringify({
          level: 'error',
          message: 'Unhandled error',
          requestId: request.event.requestContext?.requestId,
          routeKey: request.event.routeKey,
          error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : error,
        }),
      );
      request.response = jsonResponse(500, localizedError({ status: 500, message: '' }, locale));
    },
  };
}
