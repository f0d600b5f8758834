import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
});
afterAll(() => server.stop());

describe('the HTTP edge of the local runtime', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await server.request('/api/nothing/here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: 'We could not find what you asked for.',
      code: 'common.notFound',
    });
  });

  it('states the length of API answers, as API Gateway does, instead of chunking them', async () => {
    for (const path of ['/api/s3/validate-domain?domain=nowhere.example', '/api/nothing/here']) {
      const response = await server.request(path);
      const body = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('content-length'), path).toBe(String(body.length));
      expect(response.headers.get('transfer-encoding'), path).toBeNull();
    }
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const response = await server.request('/api/s3/check-invite', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });

  it('refuses request bodies over 1 MB before any handler runs', async () => {
    const response = await server.request('/api/s3/update-company-invites', {
      method: 'POST',
      body: 'x'.repeat(1024 * 1024 + 1),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
  });

  it('sends the security headers on pages', async () => {
    const response = await server.request('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('compresses text as CloudFront does, and caches hashed assets for a year', async () => {
    const html = await (await server.request('/')).text();
    // The app's entry: a module script's src, or on a prerendered page the app start script's data-entry.
    const script = /<script[^>]+(?:src|data-entry)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const plain = Buffer.from(
      await (await server.request(script ?? '', { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );

    const br = await fetch(`${server.url}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('accept-encoding');
    // fetch decodes for us; the raw length must be the compressed one.
    expect(Number(br.headers.get('content-length'))).toBeLessThan(plain.length);
    expect(Buffer.from(await br.arrayBuffer()).equals(plain)).toBe(true);

    const raw = await new Promise<Buffer>((resolve, reject) => {
      request(`${server.url}${script}`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
      })
        .on('error', reject)
        .end();
    });
    expect(gunzipSync(raw).equals(plain)).toBe(true);
  });
});
