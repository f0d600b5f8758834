import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeObjectStoreContract } from '@kinwell/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolderObjectStore } from './folder-object-store';

describeObjectStoreContract('FolderObjectStore', async () => {
  const root = await mkdtemp(join(tmpdir(), 'kinwell-objects-'));
  return { store: new FolderObjectStore(root), cleanup: () => rm(root, { recursive: true, force: true }) };
});

describeObjectStoreContract('FolderObjectStore with its read cache', async () => {
  const root = await mkdtemp(join(tmpdir(), 'kinwell-objects-'));
  return {
    store: new FolderObjectStore(root, { cacheMs: 60_000 }),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
});

describe('FolderObjectStore read cache', () => {
  const CACHE_MS = 100;
  const KEY = 'invites/jane%40acme.example.json';
  let root: string;
  let clock: number;
  /** The server's store, whose clock the test moves. */
  let server: FolderObjectStore;
  /** Another process on the same folder (the company CLI): no cache, writes the server does not see. */
  let cli: FolderObjectStore;
  const text = async (store: FolderObjectStore, key = KEY) => {
    const found = await store.get(key);
    return found && new TextDecoder().decode(found.body);
  };

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'kinwell-objects-'));
    clock = 1_000_000;
    server = new FolderObjectStore(root, { cacheMs: CACHE_MS, now: () => clock });
    cli = new FolderObjectStore(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("answers from memory for cacheMs, then sees another process's write", async () => {
    await cli.put(KEY, 'first');
    expect(await text(server)).toBe('first');

    // Same length, same second: the rename still makes it another file.
    await cli.put(KEY, 'again');
    clock += CACHE_MS - 1;
    expect(await text(server)).toBe('first');
    clock += 1;
    expect(await text(server)).toBe('again');
  });

  it('keeps a missing key missing for cacheMs at most: a new invite shows after that', async () => {
    expect(await server.get(KEY)).toBeUndefined();

    await cli.put(KEY, 'invited');
    expect(await server.get(KEY)).toBeUndefined();
    clock += CACHE_MS;
    expect(await text(server)).toBe('invited');
  });

  it('sees a removal by another process after cacheMs', async () => {
    await cli.put(KEY, 'invited');
    expect(await text(server)).toBe('invited');

    await cli.delete(KEY);
    clock += CACHE_MS;
    expect(await server.get(KEY)).toBeUndefined();
  });

  it('shows its own writes and removals at once', async () => {
    await cli.put(KEY, 'first');
    expect(await text(server)).toBe('first');

    await server.put(KEY, 'second', { contentType: 'application/json' });
    expect(await server.get(KEY)).toMatchObject({ contentType: 'application/json' });
    expect(await text(server)).toBe('second');
    await server.delete(KEY);
    expect(await server.get(KEY)).toBeUndefined();
  });

  it('keeps an unchanged file through revalidation, and a file edited in place is read again', async () => {
    await cli.put(KEY, 'first');
    const first = await server.get(KEY);
    clock += CACHE_MS;
    expect(await server.get(KEY)).toEqual(first);

    // Someone edits the file by hand (no rename): its size and times change.
    await writeFile(join(root, 'invites', 'jane%40acme.example.json'), 'edited by hand');
    clock += CACHE_MS;
    expect(await text(server)).toBe('edited by hand');
  });

  it('does not trust an entry when the clock goes back', async () => {
    await cli.put(KEY, 'first');
    expect(await text(server)).toBe('first');

    await cli.put(KEY, 'second');
    clock -= 60_000;
    expect(await text(server)).toBe('second');
  });

  it('answers each caller its own copy', async () => {
    await cli.put(KEY, 'first');
    const one = await server.get(KEY);
    one?.body.fill(0);

    expect(await text(server)).toBe('first');
  });

  it('answers concurrent reads alike while one revalidation runs', async () => {
    await cli.put(KEY, 'first');
    await server.get(KEY);
    await cli.put(KEY, 'second');
    clock += CACHE_MS;

    const answers = await Promise.all(Array.from({ length: 20 }, () => text(server)));

    expect(answers).toEqual(answers.map(() => 'second'));
  });

  it('keeps at most cacheEntries keys, still answering the others from disk', async () => {
    const small = new FolderObjectStore(root, { cacheMs: 60_000, cacheEntries: 2, now: () => clock });
    for (const n of [1, 2, 3]) await cli.put(`invites/${n}.json`, `v${n}`);
    for (const n of [1, 2, 3]) expect(await text(small, `invites/${n}.json`)).toBe(`v${n}`);

    for (const n of [1, 2, 3]) await cli.put(`invites/${n}.json`, `w${n}`);
    // 1 was dropped (least recently read), so it is read again; 2 and 3 are still kept.
    expect(await text(small, 'invites/1.json')).toBe('w1');
    expect(await text(small, 'invites/3.json')).toBe('v3');
  });
});
