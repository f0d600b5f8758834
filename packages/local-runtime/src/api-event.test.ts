import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { apiEventOf, toApiEvent } from './api-event';

function request(method: string, url: string, headers: Record<string, string | string[]>): IncomingMessage {
  const message = new IncomingMessage(new Socket());
  message.method = method;
  message.url = url;
  message.headers = headers as IncomingMessage['headers'];
  message.httpVersion = '1.1';
  return message;
}

const match = {
  route: {} as never,
  routeKey: 'POST /api/zoho/attach/{contactId}',
  pathParameters: { contactId: '42' },
};

describe('toApiEvent', () => {
  it('builds a payload 2.0 event as API Gateway would', () => {
    const event = toApiEvent(
      request('POST', '/api/zoho/attach/42?a=1&a=2&b=x%20y', {
        'content-type': 'application/json',
        cookie: 'kinwell_session=abc; other=1',
        'x-forwarded-for': '1.2.3.4',
        'user-agent': 'test',
      }),
      Buffer.from('{"accountId":"7"}'),
      match,
      { now: new Date('2026-11-22T10:11:12Z') },
    );
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/zoho/attach/{contactId}',
      rawPath: '/api/zoho/attach/42',
      rawQueryString: 'a=1&a=2&b=x%20y',
      cookies: ['kinwell_session=abc', 'other=1'],
      queryStringParameters: { a: '1,2', b: 'x y' },
      pathParameters: { contactId: '42' },
      body: '{"accountId":"7"}',
      isBase64Encoded: false,
      requestContext: {
        http: { method: 'POST', path: '/api/zoho/attach/42', protocol: 'HTTP/1.1', userAgent: 'test' },
        routeKey: 'POST /api/zoho/attach/{contactId}',
        stage: '$default',
        time: '22/Nov/2026:10:11:12 +0000',
        timeEpoch: Date.parse('2026-11-22T10:11:12Z'),
      },
    });
    expect(event.headers).not.toHaveProperty('cookie');
    expect(event.headers['content-type']).toBe('application/json');
  });

  it('base64-encodes binary bodies and joins repeated headers', () => {
    const event = toApiEvent(
      request('POST', '/x', { 'content-type': 'image/png', accept: ['a', 'b'] }),
      Buffer.from([0, 255, 1]),
      match,
    );
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body ?? '', 'base64')).toEqual(Buffer.from([0, 255, 1]));
    expect(event.headers.accept).toBe('a,b');
  });

  it('leaves out a body, query and cookies that are not there', () => {
    const event = toApiEvent(request('GET', '/x', {}), Buffer.alloc(0), { ...match, pathParameters: {} });
    expect(event.body).toBeUndefined();
    expect(event.queryStringParameters).toBeUndefined();
    expect(event.cookies).toBeUndefined();
    expect(event.pathParameters).toBeUndefined();
  });

  it("adds a bearer token's claims where API Gateway's JWT authorizer would: `user` routes only", () => {
    const payload = Buffer.from(
      JSON.stringify({ sub: 'u-1', exp: 1_900_000_000, 'cognito:groups': ['a', 'b'], token_use: 'access' }),
    ).toString('base64url');
    const request = {
      method: 'GET',
      url: new URL('http://localhost/api/me'),
      headers: { authorization: `Bearer e30.${payload}.sig` },
    };
    const route = (auth: 'user' | 'session') => ({ ...match, route: { auth } as never, pathParameters: {} });
    const guarded = apiEventOf(request, Buffer.alloc(0), route('user'));
    expect(guarded.requestContext).toMatchObject({
      authorizer: {
        jwt: {
          claims: { sub: 'u-1', exp: '1900000000', 'cognito:groups': '[a b]', token_use: 'access' },
          scopes: null,
        },
      },
    });
    expect(apiEventOf(request, Buffer.alloc(0), route('session')).requestContext).not.toHaveProperty('authorizer');
    const unreadable = { ...request, headers: { authorization: 'Bearer not-a-jwt' } };
    expect(apiEventOf(unreadable, Buffer.alloc(0), route('user')).requestContext).not.toHaveProperty('authorizer');
  });
});
