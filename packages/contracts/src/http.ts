import { ERROR_CODES, type ErrorCode } from '@kinwell/core';
import * as z from 'zod';

/**
 * Every error answer of the API: a message in the caller's words and language (`Accept-Language`), and a stable
 * code (`auth.wrongCredentials`, `common.invalidRequest`: one of core's error catalog) for programs to act on.
 */
export const ErrorResponse = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The endpoint groups: one Lambda each in AWS. `dev` exists only on the local runtime. */
export type EndpointGroup =
  | 'account'
  | 'auth'
  | 'booking'
  | 'chat'
  | 'coach'
  | 'company'
  | 'contact'
  | 'content'
  | 'crm'
  | 'events'
  | 'expert'
  | 'mail'
  | 'redirects'
  | 'dev';

export interface RouteContract {
  group: EndpointGroup;
  method: HttpMethod;
  /** API Gateway path syntax: `{name}` for a path parameter. */
  path: string;
  /**
   * Who may call: `none` anyone; `user` a caller with a bearer access token (API Gateway's JWT authorizer
   * checks it first in AWS); `session` a caller with a bearer token or the HttpOnly session cookie of calls
   * made "with credentials" (the handler verifies it: API Gateway's JWT authorizer cannot read cookies).
   */
  auth: 'none' | 'user' | 'session';
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** The status of a successful answer, when not 200. */
  status?: 201 | 202;
  /** The answer's media type, when not JSON (`response` then describes nothing). */
  mediaType?: string;
}

export const routeKey = (route: Pick<RouteContract, 'method' | 'path'>) => `${route.method} ${route.path}`;
