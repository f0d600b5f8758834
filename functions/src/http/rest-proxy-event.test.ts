import type { APIGatewayProxyEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { apiEventFromRestProxy } from './rest-proxy-event';
import { accessTokenOf } from './session-cookies';

/** A REST API proxy event as API Gateway sends it for POST /api/coach/messages (stage `live`), via CloudFront. */
const restEvent = (overrides: Partial<APIGatewayProxyEvent> = {}): APIGatewayProxyEvent => ({
  resource: '/api/coach/messages',
  path: '/api/coach/messages',
  httpMethod: 'POST',
  headers: {
    'Content-Type': 'application/json',
    'Accept-Language': 'fr',
    Cookie: 'kinwell_session=abc.def; kinwell_remember=1',
    'X-Kinwell-Origin-Secret': 's3cret',
  },
  multiValueHeaders: {
    'Content-Type': ['application/json'],
    'Accept-Language': ['fr'],
    Cookie: ['kinwell_session=abc.def; kinwell_remember=1'],
    'X-Kinwell-Origin-Secret': ['s3cret'],
  },
  queryStringParameters: null,
  multiValueQueryStringParameters: null,
  pathParameters: null,
  stageVariables: null,
  body: '{"text":"hello"}',
  isBase64Encoded: false,
  requestContext: {
    accountId: '123456789012',
    apiId: 'abc123',
    authorizer: null,
    domainName: 'abc123.execute-api.eu-west-1.amazonaws.com',
    domainPrefix: 'abc123',
    httpMethod: 'POST',
    path: '/live/api/coach/messages',
    protocol: 'HTTP/1.1',
    requestId: 'req-1',
    requestTime: '25/Nov/2026:18:00:00 +0000',
    requestTimeEpoch: 1_795_629_600_000,
    resourceId: 'res1',
    resourcePath: '/api/coach/messages',
    stage: 'live',
    identity: {
      sourceIp: '130.176.1.1',
      userAgent: 'Mozilla/5.0',
    } as APIGatewayProxyEvent['requestContext']['identity'],
  },
  ...overrides,
});

describe('apiEventFromRestProxy', () => {
  it('gives the 2.0 route key, path, body and request context the group handler dispatches on', () => {
    const event = apiEventFromRestProxy(restEvent());
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/coach/messages',
      rawPath: '/api/coach/messages',
      rawQueryString: '',
      body: '{"text":"hello"}',
      isBase64Encoded: false,
      requestContext: {
        requestId: 'req-1',
        routeKey: 'POST /api/coach/messages',
        stage: 'live',
        timeEpoch: 1_795_629_600_000,
        http: { method: 'POST', path: '/api/coach/messages', sourceIp: '130.176.1.1', userAgent: 'Mozilla/5.0' },
      },
    });
    expect(event.queryStringParameters).toBeUndefined();
    expect(event.pathParameters).toBeUndefined();
  });

  it('lower-cases header names and moves cookies to `cookies`, where the session is read from', () => {
    const event = apiEventFromRestProxy(restEvent());
    expect(event.headers).toEqual({
      'content-type': 'application/json',
      'accept-language': 'fr',
      'x-kinwell-origin-secret': 's3cret',
    });
    expect(event.cookies).toEqual(['kinwell_session=abc.def', 'kinwell_remember=1']);
    expect(accessTokenOf(event)).toBe('abc.def');
  });

  it('joins repeated headers and query values with commas, as payload 2.0 does', () => {
    const event = apiEventFromRestProxy(
      restEvent({
        headers: { Accept: 'b' },
        multiValueHeaders: { Accept: ['a', 'b'], accept: ['c'] },
        queryStringParameters: { tag: 'y', q: 'a b' },
        multiValueQueryStringParameters: { tag: ['x', 'y'], q: ['a b'] },
      }),
    );
    expect(event.headers).toEqual({ accept: 'a,b,c' });
    expect(event.queryStringParameters).toEqual({ tag: 'x,y', q: 'a b' });
    expect(event.rawQueryString).toBe('tag=x&tag=y&q=a%20b');
  });

  it('falls back to the single-value maps when the multi-value ones are empty', () => {
    const event = apiEventFromRestProxy(
      restEvent({
        headers: { Authorization: 'Bearer t0ken' },
        multiValueHeaders: {},
        queryStringParameters: { before: '2026-01-01' },
        multiValueQueryStringParameters: null,
        body: null,
      }),
    );
    expect(accessTokenOf(event)).toBe('t0ken');
    expect(event.cookies).toBeUndefined();
    expect(event.queryStringParameters).toEqual({ before: '2026-01-01' });
    expect(event.body).toBeUndefined();
  });
});
