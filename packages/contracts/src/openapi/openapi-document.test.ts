import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { apiRoutes, localOnlyRoutes } from '../index';
import { apiDocument } from './api-document';
import { type OpenApiDocument, openApiDocument } from './openapi-document';

const document = apiDocument();

/** Every `$ref` in a JSON value. */
function refsOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsOf(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else refsOf(child, found);
    }
  }
  return found;
}

/** The value a local `#/a/b` pointer names in the document, if any. */
function resolve(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], doc);
}

const operation = (doc: OpenApiDocument, method: string, path: string) =>
  doc.paths[path]?.[method.toLowerCase() as 'get'];

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 for a standard validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(document) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every route of the contracts, and no other', () => {
    const described = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const contracted = Object.values(apiRoutes).map((route) => `${route.method} ${route.path}`);
    for (const key of contracted) expect(described, `${key} is missing from the document`).toContain(key);
    expect(described).toHaveLength(contracted.length);
  });

  it("adds the local runtime's own routes only when asked", () => {
    expect(operation(document, 'GET', localOnlyRoutes.listMail.path)).toBeUndefined();
    expect(operation(apiDocument({ localOnly: true }), 'GET', localOnlyRoutes.listMail.path)?.tags).toEqual(['dev']);
  });

  it('has every reference resolve inside the document', () => {
    const refs = [...new Set(refsOf(document))];
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of refs) expect(resolve(document, ref), ref).toBeDefined();
  });

  it('names who may call: public, bearer token, or bearer token or session cookie', () => {
    expect(operation(document, 'POST', apiRoutes.login.path)?.security).toEqual([]);
    expect(operation(document, 'GET', apiRoutes.user.path)?.security).toEqual([
      { bearerAuth: [] },
      { sessionCookie: [] },
    ]);
    const user = openApiDocument({ me: { ...apiRoutes.user, auth: 'user' } });
    expect(operation(user, 'GET', apiRoutes.user.path)?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({ in: 'cookie', name: 'kinwell_session' });
  });

  it('describes bodies as sent, query and path parameters, and answers as produced', () => {
    const signUp = operation(document, 'POST', apiRoutes.signUp.path);
    expect(signUp?.requestBody?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/SignUpBody',
    });
    // A default makes a field optional in what a client sends.
    expect(document.components.schemas.SignUpBody?.required).toEqual(['email', 'password']);
    expect(Object.keys(signUp?.responses ?? {})).toContain('201');

    const theme = operation(document, 'GET', apiRoutes.getSelfCareTheme.path);
    expect(theme?.parameters).toContainEqual({
      name: 'themeId',
      in: 'path',
      required: true,
      schema: { type: 'string' },
    });
    expect(theme?.parameters).toContainEqual(
      expect.objectContaining({ name: 'language', in: 'query', required: false }),
    );
    expect(theme?.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/SelfCareThemeResponse' } } },
    });

    const logo = operation(document, 'GET', apiRoutes.companyLogo.path);
    expect(Object.keys(logo?.responses['200']?.content as object)).toEqual(['image/*']);
  });

  it('gives each route the error answers it can give, as { message, code }', () => {
    const statuses = (method: string, path: string) => Object.keys(operation(document, method, path)?.responses ?? {});
    expect(statuses('POST', apiRoutes.login.path)).toEqual(['200', '400', '413', '415', '429', '500', '503']);
    expect(statuses('GET', apiRoutes.user.path)).toEqual(['200', '401', '403', '429', '500', '503']);
    expect(statuses('DELETE', apiRoutes.deleteReflection.path)).toContain('404');
    expect(document.components.responses.ServiceUnavailable).toMatchObject({
      headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
    });
    expect(document.components.schemas.ErrorResponse?.required).toEqual(['message', 'code']);
  });

  it('refuses two routes on one method and path', () => {
    const route = { group: 'auth', method: 'GET', path: '/api/x', auth: 'none', response: z.object({}) } as const;
    expect(() => openApiDocument({ one: route, two: route })).toThrow('Two routes answer GET /api/x');
  });
});
