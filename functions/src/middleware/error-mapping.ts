import { DomainError, localizedError, ServiceUnavailableError } from '@kinwell/core';
import type { MiddlewareObj } from '@middy/core';
import * as z from 'zod';
import { requestLocale } from '../http/request-locale';
import { jsonResponse } from '../http/responses';
import type { ApiEvent, ApiResult } from '../http/types';
import { countErrorAnswer } from '../observability/business-metrics';
import type { Telemetry } from '../observability/telemetry';

/** A request the edge refuses before any domain code runs (malformed JSON, a body too large, …). */
export class RequestError extends DomainError {}

/** The first problem's message: our schemas' messages are the tables' words (`Invalid email format`), or zod's. */
const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? '';

/**
 * The one place errors become HTTP answers, `{ message, code }`: domain errors keep their status, validation errors
 * answer 400, anything else 500 without internals (and is logged). The code is stable (core's error catalog) and
 * the message is that code's words in the caller's language, so no developer wording ever reaches a user. Each
 * error answer is counted by its code (ErrorAnswers); the request's id is on the group's log lines already.
 */
export function errorMapping({ logger, metrics }: Telemetry): MiddlewareObj<ApiEvent, ApiResult> {
  const answer = (status: number, body: ReturnType<typeof localizedError>, headers?: Record<string, string>) => {
    countErrorAnswer(metrics, body.code, status);
    return jsonResponse(status, body, headers);
  };
  return {
    name: 'error-mapping',
    onError: (request) => {
      const { error } = request;
      const locale = requestLocale(request.event);
      if (error instanceof ServiceUnavailableError) {
        // Nothing the member did: say when to ask again, and leave a trace of why (the cause names the operation).
        logger.warn('Answered 503: a service we depend on is not available yet', { error: error.cause ?? error });
        request.response = answer(503, localizedError(error, locale), {
          'retry-after': String(error.retryAfterSeconds),
        });
        return;
      }
      if (error instanceof DomainError) {
        const body = localizedError(error, locale);
        countErrorAnswer(metrics, body.code, error.status);
        request.response = jsonResponse(error.status, { ...error.answerFields, ...body });
        return;
      }
      if (error instanceof z.ZodError) {
        request.response = answer(400, localizedError({ status: 400, message: firstIssue(error) }, locale));
        return;
      }
      logger.error('Unhandled error', { error });
      request.response = answer(500, localizedError({ status: 500, message: '' }, locale));
    },
  };
}
