import { apiRoutes, localOnlyRoutes } from '@kinwell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
});
afterAll(() => server.stop());

describe("the API's description", () => {
  it('is served as OpenAPI 3.1 JSON at /api/openapi.json, with the local-only routes', async () => {
    const response = await server.request('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\.1\./);
    for (const route of [...Object.values(apiRoutes), ...Object.values(localOnlyRoutes)]) {
      expect(document.paths[route.path]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
  });

  it('is readable at /api/docs: one page, no script, its styles allowed by nonce', async () => {
    const response = await server.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toContain(`<style nonce="${nonce}">`);
    expect(page).not.toContain('<script');
    expect(page).toContain('<code>/api/auth/login</code>');
    expect(page).toContain('id="schema-LoginBody"');
    expect(page).toContain('signed in: bearer token or session cookie');
  });

  it('answers 405 to another method, as any route', async () => {
    const response = await server.request('/api/openapi.json', { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
