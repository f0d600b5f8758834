import { join } from 'node:path';
import { FolderObjectStore } from '@kinwell/adapters-local';
import type { ErrorResponse } from '@kinwell/contracts';
import { RedirectTable } from '@kinwell/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf } from './support/answers';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false });
  // The CLI's path: written to the objects folder while the server runs.
  const table = new RedirectTable(new FolderObjectStore(join(server.dataDir, 'objects')));
  await table.set('/old-page/', { to: '/about', permanent: true });
  await table.set('/blog', { to: 'https://blog.kinwell.example/', permanent: false });
});
afterAll(() => server.stop());

describe('GET /api/redirects', () => {
  it('answers the redirect of a known path, cacheable for a minute', async () => {
    const response = await server.request('/api/redirects?path=%2Fold-page');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await response.json()).toEqual({ redirect: { to: '/about', permanent: true } });
    const external = await server.request('/api/redirects?path=/blog/');
    expect(await external.json()).toEqual({ redirect: { to: 'https://blog.kinwell.example/', permanent: false } });
  });

  it('answers null for any other path', async () => {
    const response = await server.request('/api/redirects?path=/about');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ redirect: null });
  });

  it('refuses a missing path or one that is not a path of this site with 400', async () => {
    for (const query of ['', '?path=', '?path=about', '?path=//evil.example', '?path=/a&x=1']) {
      const response = await server.request(`/api/redirects${query}`);
      expect(response.status, query).toBe(400);
      expect((await bodyOf<ErrorResponse>(response)).message, query).toEqual(expect.any(String));
    }
  });
});
