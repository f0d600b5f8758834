import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderObjectStore } from '@kinwell/adapters-local';
import { RedirectTable } from '@kinwell/core';
import { afterEach, describe, expect, it } from 'vitest';
import { runRedirectCli } from './redirect-cli';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function cli() {
  dir = await mkdtemp(join(tmpdir(), 'redirect-cli-'));
  const table = new RedirectTable(new FolderObjectStore(dir));
  const out: string[] = [];
  const err: string[] = [];
  const run = (...args: string[]) => runRedirectCli(args, table, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { table, out, err, run };
}

describe('company redirect', () => {
  it('sets, lists and removes redirects', async () => {
    const { table, out, run } = await cli();
    expect(await run('set', '/old/', '/about')).toBe(0);
    expect(await run('set', '/blog', 'https://blog.kinwell.example/', '--temporary')).toBe(0);
    expect(await table.lookup('/old')).toEqual({ to: '/about', permanent: true });
    expect(await table.lookup('/blog')).toEqual({ to: 'https://blog.kinwell.example/', permanent: false });
    expect(await run('list')).toBe(0);
    expect(out.slice(-2)).toEqual(['/blog\t→ https://blog.kinwell.example/\ttemporary', '/old\t→ /about\tpermanent']);
    expect(await run('remove', '/old')).toBe(0);
    expect(await table.lookup('/old')).toBeNull();
  });

  it('refuses sources and targets that are not paths of this site or http(s) URLs', async () => {
    const { err, run } = await cli();
    expect(await run('set', '//evil.example', '/x')).toBe(1);
    expect(await run('set', '/x', 'javascript:alert(1)')).toBe(1);
    expect(await run('set', '/x')).toBe(2);
    expect(err).toHaveLength(3);
  });
});
