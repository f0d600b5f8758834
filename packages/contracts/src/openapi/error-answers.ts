import type { RouteContract } from '../http';

/** An error answer the API documents: its status and what it means, in the words of the reference. */
export interface ErrorAnswer {
  status: number;
  /** The component name under `components.responses`. */
  name: string;
  description: string;
}

const answer = (status: number, name: string, description: string): ErrorAnswer => ({ status, name, description });

/** Every error answer, by status: each one is `{ message, code }` (ErrorResponse). */
export const ERROR_ANSWERS = {
  400: answer(400, 'BadRequest', 'The request does not match the contract (the first problem, in `message`).'),
  401: answer(401, 'Unauthorized', 'No valid access token: neither a bearer header nor the session cookie.'),
  403: answer(403, 'Forbidden', "The record is not the caller's own, nor one of their family's."),
  404: answer(404, 'NotFound', 'Nothing answers to these path parameters.'),
  413: answer(413, 'PayloadTooLarge', 'The body is larger than 64 KiB.'),
  415: answer(415, 'UnsupportedMediaType', 'The body is not JSON (`Content-Type: application/json`).'),
  429: answer(429, 'TooManyRequests', "Too many requests: a rate limit or the stage's throttle. Try again later."),
  500: answer(500, 'InternalError', 'Something failed on our side; the answer carries no details.'),
  503: answer(
    503,
    'ServiceUnavailable',
    'A service we depend on is resuming (the database): ask again after Retry-After.',
  ),
} as const satisfies Record<number, ErrorAnswer>;

/** The `{name}` segments of an API Gateway path. */
export const pathParameterNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);

/**
 * The error answers a route can give, from its shape: the group handler's parsing (400, 413, 415), its token check
 * (401) and the middleware every route runs behind (429, 500, 503). 403 is for signed-in routes that act on records
 * (ownership), 404 for a path naming something. A rule of the route's own beyond these is in its `message`/`code`.
 */
export function errorAnswersOf(route: RouteContract): ErrorAnswer[] {
  const statuses: (keyof typeof ERROR_ANSWERS)[] = [];
  const hasPathParameters = pathParameterNames(route.path).length > 0;
  if (route.body || route.query || hasPathParameters) statuses.push(400);
  if (route.auth !== 'none') statuses.push(401, 403);
  if (hasPathParameters) statuses.push(404);
  if (route.body) statuses.push(413, 415);
  statuses.push(429, 500, 503);
  return statuses.map((status) => ERROR_ANSWERS[status]);
}
