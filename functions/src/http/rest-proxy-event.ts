import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { ApiEvent } from './types';

/** Every value of a v1 map of lists, else of its single-value map (API Gateway fills both; tests may fill one). */
function allValues(
  multi: Record<string, string[] | undefined> | null | undefined,
  single: Record<string, string | undefined> | null | undefined,
): [string, string[]][] {
  if (multi && Object.keys(multi).length > 0) {
    return Object.entries(multi).map(([name, values]) => [name, values ?? []]);
  }
  return Object.entries(single ?? {}).flatMap(([name, value]) => (value === undefined ? [] : [[name, [value]]]));
}

/**
 * A REST API (payload 1.0) Lambda proxy event as the HTTP API (payload 2.0) event every handler takes: the coach's
 * streaming route is the one route behind a REST API, because only REST APIs stream Lambda answers. As API Gateway
 * does for 2.0: header names in lower case with repeated values joined by commas (cookies by `; `, then split into
 * `cookies`), repeated query values joined by commas, and `routeKey` the method and the resource's path template.
 */
export function apiEventFromRestProxy(event: APIGatewayProxyEvent): ApiEvent {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const [name, values] of allValues(event.multiValueHeaders, event.headers)) {
    const lower = name.toLowerCase();
    if (lower === 'cookie') {
      cookies.push(...values.flatMap((value) => value.split(';').map((cookie) => cookie.trim())).filter(Boolean));
      continue;
    }
    headers[lower] = headers[lower] === undefined ? values.join(',') : [headers[lower], ...values].join(',');
  }
  const query = allValues(event.multiValueQueryStringParameters, event.queryStringParameters);
  const rawQueryString = query
    .flatMap(([name, values]) => values.map((value) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`))
    .join('&');
  const routeKey = `${event.httpMethod} ${event.resource}`;
  const context = event.requestContext;
  return {
    version: '2.0',
    routeKey,
    rawPath: event.path,
    rawQueryString,
    ...(cookies.length > 0 && { cookies }),
    headers,
    ...(query.length > 0 && {
      queryStringParameters: Object.fromEntries(query.map(([name, values]) => [name, values.join(',')])),
    }),
    ...(event.pathParameters && { pathParameters: event.pathParameters as Record<string, string> }),
    ...(event.body !== null && { body: event.body }),
    isBase64Encoded: event.isBase64Encoded,
    requestContext: {
      accountId: context.accountId,
      apiId: context.apiId,
      domainName: context.domainName ?? '',
      domainPrefix: context.domainPrefix ?? '',
      http: {
        method: event.httpMethod,
        path: event.path,
        protocol: context.protocol,
        sourceIp: context.identity.sourceIp,
        userAgent: context.identity.userAgent ?? '',
      },
      requestId: context.requestId,
      routeKey,
      stage: context.stage,
      time: context.requestTime ?? '',
      timeEpoch: context.requestTimeEpoch,
    },
  };
}
