import { describe, expect, it } from 'vitest';
import { fetchDeployedBuildId, isNewBuild } from './build-version';

describe('the deployed build check', () => {
  it('offers a reload only for another, readable build', () => {
    expect(isNewBuild('b1', 'b2')).toBe(true);
    expect(isNewBuild('b1', 'b1')).toBe(false);
    expect(isNewBuild('b1', undefined)).toBe(false);
    expect(isNewBuild('dev', 'b2')).toBe(false);
  });

  it('reads version.json without the cache and survives failures', async () => {
    const calls: RequestInit[] = [];
    const ok = (async (_url: string, init: RequestInit) => {
      calls.push(init);
      return new Response(JSON.stringify({ buildId: 'b2' }), { status: 200 });
    }) as typeof fetch;
    await expect(fetchDeployedBuildId(ok)).resolves.toBe('b2');
    expect(calls[0]?.cache).toBe('no-store');
    const missing = (async () => new Response('', { status: 404 })) as unknown as typeof fetch;
    await expect(fetchDeployedBuildId(missing)).resolves.toBeUndefined();
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(fetchDeployedBuildId(offline)).resolves.toBeUndefined();
  });
});
