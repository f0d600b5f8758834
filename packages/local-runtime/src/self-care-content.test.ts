import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { FolderObjectStore } from '@kinwell/adapters-local';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishLocalLibrary } from './self-care-content';

const FIXTURES = resolve(import.meta.dirname, '../../../tests/fixtures/self-care');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kinwell-local-library-'));
  await cp(FIXTURES, join(dir, 'library'), { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('publishLocalLibrary', () => {
  it('publishes the library once, then writes nothing while it is unchanged', async () => {
    const objects = new FolderObjectStore(join(dir, 'objects'));
    expect(await publishLocalLibrary(join(dir, 'library'), objects)).toEqual({
      published: ['calm-start'],
      broken: [],
      written: 6,
    });
    expect(await publishLocalLibrary(join(dir, 'library'), objects)).toMatchObject({ written: 0 });
  });

  it('leaves a broken theme out, with its problems, and publishes the rest', async () => {
    await cp(join(dir, 'library', 'calm-start'), join(dir, 'library', 'broken-theme'), { recursive: true });
    await writeFile(join(dir, 'library', 'broken-theme', 'theme.json'), '{ "id": "broken-theme" ');
    const result = await publishLocalLibrary(join(dir, 'library'), new FolderObjectStore(join(dir, 'objects')));
    expect(result.published).toEqual(['calm-start']);
    expect(result.broken).toEqual([
      {
        themeId: 'broken-theme',
        problems: [expect.stringMatching(/^broken-theme\/theme\.json: cannot be read as JSON/)],
      },
    ]);
  });

  it('publishes nothing from a library folder that does not exist', async () => {
    expect(await publishLocalLibrary(join(dir, 'none'), new FolderObjectStore(join(dir, 'objects')))).toEqual({
      published: [],
      broken: [],
      written: 0,
    });
  });
});
