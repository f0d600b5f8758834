import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { ApiEvent } from '@kinwell/functions/http';
import type { Context } from 'aws-lambda';
import { jwtAuthorizerContext } from './jwt-authorizer-context';
import type { RouteMatch } from './route-table';

// API Gateway delivers these bodies as text; anything else arrives base64-encoded.
const TEXT_TYPES = /^(text\/|application\/(json|[\w.+-]+\+json|xml|x-www-form-urlencoded|javascript))/i;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
let lastSecond = Number.NaN;
let lastTime = '';

/** `22/Nov/2026:10:11:12 +0000`, as API Gateway writes requestContext.time (made once per second). */
function clfTime(date: Date): string {
  const second = Math.floor(date.getTime() / 1000);
  if (second !== lastSecond) {
    lastTime = `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
    lastSecond = second;
  }
  return lastTime;
}

/** The request's target, resolved as the server reads it (dot segments removed, no host). */
export const requestUrl = (request: IncomingMessage) => new URL(request.url ?? '/', 'http://localhost');

/** What an API Gateway event is made of, whether the request came over HTTP (the server) or not (`npm run invoke`). */
export interface ApiRequest {
  method: string;
  url: URL;
  /** Node's header record: lowercase names, repeated values as arrays, `cookie` included. */
  headers: IncomingHttpHeaders;
  /** @default '1.1' */
  httpVersion?: string | undefined;
  /** @default '127.0.0.1' */
  sourceIp?: string | undefined;
}

/**
 * Builds the API Gateway HTTP API (payload format 2.0) event that AWS would hand the Lambda for this
 * request: joined header values, cookies apart, joined repeated query values, base64 for binary bodies, and on a
 * route behind the JWT authorizer (`auth: 'user'`) the bearer token's claims, as the authorizer passes them.
 */
export function apiEventOf(request: ApiRequest, body: Buffer, match: RouteMatch, now = new Date()): ApiEvent {
  const { url } = request;
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (name === 'cookie') {
      cookies = (Array.isArray(value) ? value.join('; ') : value).split(/;\s*/).filter(Boolean);
      continue;
    }
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    query[name] = name in query ? `${query[name]},${value}` : value;
  }
  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || TEXT_TYPES.test(contentType);
  const requestId = randomUUID();
  const host = headers.host ?? 'localhost';
  const event: ApiEvent = {
    version: '2.0',
    routeKey: match.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: host,
      domainPrefix: host.split('.')[0] ?? 'localhost',
      http: {
        method: request.method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion ?? '1.1'}`,
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: match.routeKey,
      stage: '$default',
      time: clfTime(now),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: !isText,
  };
  if (cookies) event.cookies = cookies;
  if (url.search) event.queryStringParameters = query;
  if (Object.keys(match.pathParameters).length > 0) event.pathParameters = match.pathParameters;
  if (body.length > 0) event.body = isText ? body.toString('utf8') : body.toString('base64');
  if (match.route.auth === 'user') {
    const jwt = jwtAuthorizerContext(headers.authorization);
    if (jwt) Object.assign(event.requestContext, { authorizer: { jwt } });
  }
  return event;
}

/** The event for a request the server received. `url` is the request's, when the caller has parsed it already. */
export function toApiEvent(
  request: IncomingMessage,
  body: Buffer,
  match: RouteMatch,
  { now = new Date(), url = requestUrl(request) }: { now?: Date; url?: URL } = {},
): ApiEvent {
  return apiEventOf(
    {
      method: request.method ?? 'GET',
      url,
      headers: request.headers,
      httpVersion: request.httpVersion,
      sourceIp: request.socket.remoteAddress,
    },
    body,
    match,
    now,
  );
}

const noop = () => undefined;
const functionNames = new Map<string, Pick<Context, 'functionName' | 'invokedFunctionArn' | 'logGroupName'>>();

/** The part of the Lambda context our handlers and middy read; `timeoutMs` is the deadline the server enforces. */
export function lambdaContext(group: string, requestId: string, timeoutMs: number): Context {
  let names = functionNames.get(group);
  if (!names) {
    names = {
      functionName: `kinwell-local-${group}`,
      invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:kinwell-local-${group}`,
      logGroupName: `/aws/lambda/kinwell-local-${group}`,
    };
    functionNames.set(group, names);
  }
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: names.functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: names.invokedFunctionArn,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: names.logGroupName,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: noop,
    fail: noop,
    succeed: noop,
  };
}
