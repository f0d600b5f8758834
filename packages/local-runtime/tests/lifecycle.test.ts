import { PgliteDatabase } from '@kinwell/adapters-local';
import { localPaths } from '@kinwell/functions/runtime/local';
import { describe, expect, it } from 'vitest';
import { startLocalServer } from '../src/server';
import { bearer, signUpAndLogin } from './support/accounts';
import { startTestServer, staticDir } from './support/test-server';

describe('local runtime lifecycle', () => {
  it('answers 504 when a handler stays silent past the deadline, as API Gateway would', async () => {
    // A login hashes its password (tens of ms): longer than this deadline, set short for the test (30 s by default).
    const server = await startTestServer({ handlerTimeoutMs: 20 });
    try {
      const slow = await server.request('/api/auth/login', {
        method: 'POST',
        json: { email: 'nobody@acme.example', password: 'Kinwell1!' },
      });
      expect(slow.status).toBe(504);
      expect(await slow.json()).toMatchObject({ message: 'The server took too long to answer. Please try again.' });
    } finally {
      await server.stop();
    }
  });

  it('keeps every answered write when it stops with requests under way', async () => {
    const server = await startTestServer();
    const { AccessToken } = await signUpAndLogin(server, 'shutdown@acme.example');
    const writes = Array.from({ length: 30 }, (_, i) =>
      server.request('/api/aurora/user_events/theme', {
        method: 'POST',
        headers: bearer(AccessToken),
        json: { themeId: 'shutdown', type: `write-${i}` },
      }),
    );
    const settling = Promise.allSettled(writes);
    // Stop once the first writes have landed, so others are surely under way.
    for (let rows = 0; rows === 0; ) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      const count = await server.deps.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM theme_events WHERE theme_id = 'shutdown'",
      );
      rows = count.rows[0]?.n ?? 0;
    }
    await server.close();
    const settled = await settling;
    const created = settled.filter((s) => s.status === 'fulfilled' && s.value.status === 201).length;
    expect(created).toBeGreaterThan(0);

    const db = await PgliteDatabase.open({ dataDir: localPaths(server.dataDir).database });
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM theme_events WHERE theme_id = 'shutdown'",
    );
    await db.close();
    expect(rows[0]?.n).toBe(created);
    await server.stop();
  });

  it('refuses to open a data directory another live server owns', async () => {
    const server = await startTestServer({ seedDemo: false });
    await expect(
      startLocalServer({ port: 0, host: '127.0.0.1', dataDir: server.dataDir, staticDir, seedDemo: false }),
    ).rejects.toThrow(/Another Kinwell server in this process/);
    await server.stop();
  });

  it('seeds the demo company once, on the first start only', async () => {
    const server = await startTestServer();
    expect((await server.deps.companies.get('acme'))?.domains).toEqual(['acme.example']);
    await server.deps.objects.delete('companies/acme/metadata.json');
    await server.close();
    const again = await startLocalServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: server.dataDir,
      staticDir,
      seedDemo: true,
    });
    expect(await again.deps.companies.get('acme')).toBeUndefined();
    await again.close();
    await server.stop();
  });
});
