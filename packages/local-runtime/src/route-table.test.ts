import type { RouteContract } from '@kinwell/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createRouteTable } from './route-table';

const route = (method: RouteContract['method'], path: string): RouteContract => ({
  group: 'company',
  method,
  path,
  auth: 'none',
  response: z.unknown(),
});

describe('createRouteTable', () => {
  const lookup = createRouteTable([
    route('GET', '/api/s3/check-invite'),
    route('POST', '/api/zoho/attach/{contactId}'),
    route('GET', '/api/a.b'),
  ]);

  it('matches literal paths and path parameters (decoded)', () => {
    expect(lookup('GET', '/api/s3/check-invite')).toMatchObject({ match: { routeKey: 'GET /api/s3/check-invite' } });
    expect(lookup('POST', '/api/zoho/attach/a%20b')).toMatchObject({
      match: { routeKey: 'POST /api/zoho/attach/{contactId}', pathParameters: { contactId: 'a b' } },
    });
  });

  it('prefers a literal path to a parameter that would take it, as API Gateway does', () => {
    const withBoth = createRouteTable([route('GET', '/api/items/{id}'), route('GET', '/api/items/new')]);
    expect(withBoth('GET', '/api/items/new')).toMatchObject({ match: { routeKey: 'GET /api/items/new' } });
    expect(withBoth('GET', '/api/items/7')).toMatchObject({ match: { pathParameters: { id: '7' } } });
  });

  it('answers each request a match of its own', () => {
    const first = lookup('GET', '/api/s3/check-invite');
    if (first && 'match' in first) first.match.pathParameters.injected = 'x';
    expect(lookup('GET', '/api/s3/check-invite')).toMatchObject({ match: { pathParameters: {} } });
    expect(lookup('GET', '/api/s3/check-invite')).not.toHaveProperty('match.pathParameters.injected');
  });

  it('answers the allowed methods of a known path, and nothing for unknown ones', () => {
    expect(lookup('DELETE', '/api/s3/check-invite')).toEqual({ allowed: ['GET'] });
    expect(lookup('GET', '/api/s3/check-invite/extra')).toBeUndefined();
    expect(lookup('GET', '/api/aXb')).toBeUndefined();
    expect(lookup('POST', '/api/zoho/attach/')).toBeUndefined();
  });
});
