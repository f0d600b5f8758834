import { type ObjectStore, PreconditionFailedError } from '@kinwell/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

export interface ObjectStoreFixture {
  store: ObjectStore;
  cleanup: () => Promise<void>;
}

const text = (body: Uint8Array) => new TextDecoder().decode(body);
const QUOTED = /^".+"$/;

/**
 * The behaviour every ObjectStore adapter shares, S3's semantics: run it against each adapter, each test
 * on a store of its own from `setup`.
 */
export function describeObjectStoreContract(name: string, setup: () => Promise<ObjectStoreFixture>): void {
  describe(`${name} (ObjectStore contract)`, () => {
    let fixture: ObjectStoreFixture | undefined;
    const store = (): ObjectStore => {
      if (!fixture) throw new Error('The contract setup has not run');
      return fixture.store;
    };

    beforeEach(async () => {
      fixture = await setup();
    });
    afterEach(async () => {
      await fixture?.cleanup();
      fixture = undefined;
    });

    it('answers undefined for a missing key', async () => {
      expect(await store().get('companies/missing/metadata.json')).toBeUndefined();
    });

    it('round-trips a body with its content type, a quoted etag and the time it was written', async () => {
      const before = Date.now();
      const { etag } = await store().put('companies/acme/metadata.json', '{"name":"Acmé"}', {
        contentType: 'application/json',
      });
      const found = await store().get('companies/acme/metadata.json');

      expect(etag).toMatch(QUOTED);
      expect(found).toMatchObject({ key: 'companies/acme/metadata.json', etag, contentType: 'application/json' });
      expect(found?.body).toBeInstanceOf(Uint8Array);
      expect(text(found?.body ?? new Uint8Array())).toBe('{"name":"Acmé"}');
      expect(found?.lastModified).toBeInstanceOf(Date);
      // S3 keeps seconds only; allow for that and for a slow file system.
      expect(found?.lastModified.getTime()).toBeGreaterThanOrEqual(before - 1_000);
      expect(found?.lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    });

    it('keeps the cache-control an object was stored with', async () => {
      await store().put('self-care/themes/calm/v1/cover.svg', '<svg/>', {
        contentType: 'image/svg+xml',
        cacheControl: 'public, max-age=31536000, immutable',
      });
      await store().put('self-care/catalog.json', '{}');
      expect(await store().get('self-care/themes/calm/v1/cover.svg')).toMatchObject({
        contentType: 'image/svg+xml',
        cacheControl: 'public, max-age=31536000, immutable',
      });
      expect((await store().get('self-care/catalog.json'))?.cacheControl).toBeUndefined();
    });

    it('stores bytes exactly and defaults the content type', async () => {
      const bytes = new Uint8Array([0, 1, 2, 250, 255, 0]);
      await store().put('companies/acme/logo.bin', bytes);
      const found = await store().get('companies/acme/logo.bin');

      expect(found?.body).toEqual(bytes);
      expect(found?.contentType).toBe('application/octet-stream');
    });

    it('gives the same content the same etag and new content a new one', async () => {
      const first = await store().put('doc.json', 'one');
      const again = await store().put('doc.json', 'one');
      const changed = await store().put('doc.json', 'two');

      expect(again.etag).toBe(first.etag);
      expect(changed.etag).not.toBe(first.etag);
      expect((await store().get('doc.json'))?.etag).toBe(changed.etag);
    });

    it("creates with ifNoneMatch '*' and refuses to overwrite with it", async () => {
      await store().put('domains/acme.example.json', 'first', { ifNoneMatch: '*' });

      await expect(store().put('domains/acme.example.json', 'second', { ifNoneMatch: '*' })).rejects.toBeInstanceOf(
        PreconditionFailedError,
      );
      expect(text((await store().get('domains/acme.example.json'))?.body ?? new Uint8Array())).toBe('first');
    });

    it('replaces with the current etag and refuses a stale one', async () => {
      const { etag: stale } = await store().put('doc.json', 'v1');
      const { etag: current } = await store().put('doc.json', 'v2', { ifMatch: stale });

      await expect(store().put('doc.json', 'v3', { ifMatch: stale })).rejects.toBeInstanceOf(PreconditionFailedError);
      expect((await store().get('doc.json'))?.etag).toBe(current);
      await expect(store().put('doc.json', 'v3', { ifMatch: current })).resolves.toMatchObject({ etag: QUOTED });
    });

    it('refuses ifMatch on a key that does not exist', async () => {
      await expect(
        store().put('doc.json', 'v1', { ifMatch: '"0123456789abcdef0123456789abcdef"' }),
      ).rejects.toBeInstanceOf(PreconditionFailedError);
      expect(await store().get('doc.json')).toBeUndefined();
    });

    it('deletes only the version read when given ifMatch', async () => {
      const { etag: stale } = await store().put('invites/jane@acme.example.json', 'v1');
      const { etag: current } = await store().put('invites/jane@acme.example.json', 'v2');

      await expect(store().delete('invites/jane@acme.example.json', { ifMatch: stale })).rejects.toBeInstanceOf(
        PreconditionFailedError,
      );
      expect(await store().get('invites/jane@acme.example.json')).toBeDefined();

      await store().delete('invites/jane@acme.example.json', { ifMatch: current });
      expect(await store().get('invites/jane@acme.example.json')).toBeUndefined();
      // The version read is gone: a second conditional delete cannot hold.
      await expect(store().delete('invites/jane@acme.example.json', { ifMatch: current })).rejects.toBeInstanceOf(
        PreconditionFailedError,
      );
    });

    it('deletes without a condition, and deleting a missing key is fine', async () => {
      await store().put('doc.json', 'v1');
      await store().delete('doc.json');
      expect(await store().get('doc.json')).toBeUndefined();
      await expect(store().delete('doc.json')).resolves.toBeUndefined();
      await expect(store().delete('never/was.json')).resolves.toBeUndefined();
    });

    it('lists the keys under a prefix in key order with their size and etag', async () => {
      const written = new Map<string, string>();
      for (const key of ['companies/b/metadata.json', 'companies/a/metadata.json', 'companies/a/logo.png']) {
        written.set(key, (await store().put(key, `body of ${key}`)).etag);
      }
      await store().put('companiesx/c/metadata.json', 'not under companies/');
      await store().put('domains/a.example.json', 'elsewhere');

      const listed = await store().list('companies/');

      expect(listed.map((summary) => summary.key)).toEqual([
        'companies/a/logo.png',
        'companies/a/metadata.json',
        'companies/b/metadata.json',
      ]);
      for (const summary of listed) {
        expect(summary.etag).toBe(written.get(summary.key));
        expect(summary.size).toBe(new TextEncoder().encode(`body of ${summary.key}`).byteLength);
        expect(summary.lastModified).toBeInstanceOf(Date);
      }
      expect((await store().list('companies/a/')).map((summary) => summary.key)).toEqual([
        'companies/a/logo.png',
        'companies/a/metadata.json',
      ]);
      // A prefix is a string prefix, not a folder.
      expect((await store().list('companies')).map((summary) => summary.key)).toContain('companiesx/c/metadata.json');
      expect(await store().list('nothing-here/')).toEqual([]);
    });

    it('keeps nested keys and url-encoded characters as they are', async () => {
      const keys = [
        'invites/jane%40acme.example.json',
        'invites/o%27brien%2Bkids%40acme.example.json',
        'companies/acme/branding/2024/logo final (1).png',
        'companies/acme/ünïcødé.json',
      ];
      for (const key of keys) await store().put(key, key, { contentType: 'text/plain' });

      for (const key of keys) {
        const found = await store().get(key);
        expect(found?.key).toBe(key);
        expect(text(found?.body ?? new Uint8Array())).toBe(key);
      }
      expect(await store().get('invites/jane@acme.example.json')).toBeUndefined();
      expect((await store().list('invites/')).map((summary) => summary.key)).toEqual([
        'invites/jane%40acme.example.json',
        'invites/o%27brien%2Bkids%40acme.example.json',
      ]);
    });

    it('lands 100 concurrent create-only writes of distinct keys', async () => {
      const keys = Array.from({ length: 100 }, (_, index) => `bulk/${String(index).padStart(3, '0')}.json`);
      const results = await Promise.allSettled(keys.map((key) => store().put(key, key, { ifNoneMatch: '*' })));

      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      expect((await store().list('bulk/')).map((summary) => summary.key)).toEqual(keys);
    });

    it('lets exactly one of 20 concurrent create-only writes of one key win', async () => {
      const bodies = Array.from({ length: 20 }, (_, index) => `writer ${index}`);
      const results = await Promise.allSettled(
        bodies.map((body) => store().put('domains/contested.example.json', body, { ifNoneMatch: '*' })),
      );

      const winners = results.flatMap((result, index) => (result.status === 'fulfilled' ? [index] : []));
      expect(winners).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(PreconditionFailedError);
      }
      const found = await store().get('domains/contested.example.json');
      const winner = results[winners[0] ?? -1];
      expect(text(found?.body ?? new Uint8Array())).toBe(bodies[winners[0] ?? -1]);
      expect(found?.etag).toBe(winner?.status === 'fulfilled' ? winner.value.etag : undefined);
    });
  });
}
