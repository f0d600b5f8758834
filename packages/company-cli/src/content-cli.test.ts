import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderObjectStore } from '@kinwell/adapters-local';
import { ContentLibrary } from '@kinwell/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runContentCli } from './content-cli';

let dir: string;
let content: ContentLibrary;
let out: string[];
let err: string[];
const io = { out: (line: string) => out.push(line), err: (line: string) => err.push(line) };
const run = (...args: string[]) =>
  runContentCli(
    args,
    { content, selfCareObjects: new FolderObjectStore(join(dir, 'objects')), libraryDir: dir, workingDir: dir },
    io,
  );

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kinwell-content-cli-'));
  content = new ContentLibrary(new FolderObjectStore(join(dir, 'objects')));
  out = [];
  err = [];
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('content CLI', () => {
  it('puts, gets and lists a text block per language', async () => {
    const file = join(dir, 'block.json');
    await writeFile(file, JSON.stringify({ title: 'Connexion', subtitle: 'Bon retour !' }));
    expect(await run('put', 'text-block', 'signIn', '--language', 'fr', '--file', file)).toBe(0);
    expect(out).toEqual(['Stored content/text-blocks/fr/signIn.json']);
    expect((await content.textBlock('signIn', 'fr')).block.title).toBe('Connexion');

    out = [];
    expect(await run('get', 'text-block', 'signIn', '--language', 'fr')).toBe(0);
    expect(JSON.parse(out.join('\n'))).toEqual({ title: 'Connexion', subtitle: 'Bon retour !' });

    out = [];
    expect(await run('list')).toBe(0);
    expect(out[0]).toMatch(/^text-block\tfr\tsignIn\t/);
  });

  it('refuses a bad screen type or a document without a subtitle', async () => {
    const file = join(dir, 'bad.json');
    await writeFile(file, JSON.stringify({ title: 'Only a title' }));
    expect(await run('put', 'text-block', 'signIn', '--language', 'fr', '--file', file)).toBe(1);
    expect(err.join('\n')).toMatch(/subtitle/);
    expect(await run('put', 'text-block', 'dashboard', '--language', 'fr', '--file', file)).toBe(1);
    expect(err.join('\n')).toMatch(/Unknown screen type/);
  });

  it('puts app details and says when nothing is stored', async () => {
    const file = join(dir, 'details.json');
    await writeFile(file, JSON.stringify({ title: 'Kinwell', customTranslations: { Home: 'Accueil' } }));
    expect(await run('put', 'app-details', '--language', 'fr', '--file', file)).toBe(0);
    expect(await content.appDetails('fr')).toMatchObject({ language: 'fr', customTranslations: { Home: 'Accueil' } });
    expect(await run('get', 'app-details', '--language', 'es')).toBe(1);
    expect(err.at(-1)).toMatch(/fallback applies/);
  });
});
