import { DomainError } from '@kinwell/core';
import type { MiddlewareObj } from '@middy/core';
import * as z from 'zod';
import { jsonResponse } from '../http/responses';
import type { ApiEvent, ApiResult } from '../http/types';

/** A request the edge refuses before any domain code runs (malformed JSON, a body too large, …). */
export class RequestError extends DomainError {}

// zod's own wording starts like this; our schemas' messages are written for users and shown as they are.
const ZOD_DEFAULT = /^Invalid (input|option|type)|^Too (small|big)|^Unrecognized/;

function describeValidation(error: z.ZodError): string {
  const [issue] = error.issues;
  if (!issue) return 'Invalid request';
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
  const field = issue.path.join('.') || 'value';
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field} is required`;
  return `${field}: ${issue.message}`;
}

/**
 * The one place errors become HTTP answers: domain errors keep their status and message, validation
 * errors answer 400 with the first problem, anything else answers 500 without internals (and is logged).
 */
export function errorMapping(): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    name: 'error-mapping',
    onError: (request) => {
      const { error } = request;
      if (error instanceof DomainError) {
        request.response = jsonResponse(error.status, { message: error.message });
        return;
      }
      if (error instanceof z.ZodError) {
        request.response = jsonResponse(400, { message: describeValidation(error) });
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
      request.response = jsonResponse(500, { message: 'Something went wrong on our side. Please try again.' });
    },
  };
}
