import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { S3ObjectStore } from '@kinwell/adapters-aws';
import { FolderObjectStore } from '@kinwell/adapters-local';
import { ContentLibrary, type ObjectStore, readPublishedCatalog } from '@kinwell/core';
import { S3Fake } from '@kinwell/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runContentCli } from './content-cli';

const FIXTURES = resolve(import.meta.dirname, '../../../tests/fixtures/self-care');
const PREFIX = 'self-care/themes/calm-start/v1/';

let dir: string;
let library: string;
let objects: ObjectStore;
let out: string[];
let err: string[];
const io = { out: (line: string) => out.push(line), err: (line: string) => err.push(line) };
const run = (...args: string[]) =>
  runContentCli(
    args,
    { content: new ContentLibrary(objects), selfCareObjects: objects, libraryDir: library, workingDir: dir },
    io,
  );

// The fixture's JSON, loosely typed: the tests break it on purpose.
// biome-ignore lint/suspicious/noExplicitAny: a theme.json edited field by field, shapes broken on purpose
type ThemeJson = any;

/** Edits the fixture theme, copied where a test may break it. */
async function editTheme(edit: (theme: ThemeJson) => void) {
  const file = join(library, 'calm-start', 'theme.json');
  const theme = JSON.parse(await readFile(file, 'utf8'));
  edit(theme);
  await writeFile(file, JSON.stringify(theme));
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kinwell-self-care-cli-'));
  library = join(dir, 'self-care');
  await cp(FIXTURES, library, { recursive: true });
  objects = new FolderObjectStore(join(dir, 'objects'));
  out = [];
  err = [];
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('content validate', () => {
  it('passes a sound library, noting texts not yet translated', async () => {
    expect(await run('validate')).toBe(0);
    expect(out[0]).toBe('ok  calm-start v1: 2 sessions, 8 screens, 5 min');
    expect(out[1]).toMatch(/^ {4}\d+ texts not in every language/);
    expect(out[2]).toBe('      calm-start/sessions[0].title: es, ja, ar');
    expect(err).toEqual([]);
  });

  it('names every field at fault, down to the language, and fails', async () => {
    await editTheme((theme) => {
      theme.sessions[1].screens[3].title.fr = '';
      theme.sessions[0].screens[1].alt = { fr: 'Eau calme' };
      theme.minutes = 9;
    });
    expect(await run('validate', 'calm-start')).toBe(1);
    expect(err).toEqual([
      `BROKEN  calm-start (${join(library, 'calm-start')})`,
      '  calm-start/sessions[0].screens[1].alt.en: Invalid input: expected string, received undefined',
      '  calm-start/sessions[1].screens[3].title.fr: must not be empty',
      'Fix the fields above.',
    ]);
  });

  it('checks media and minutes once the schema passes', async () => {
    await rm(join(library, 'calm-start', 'breath.en.vtt'));
    await editTheme((theme) => {
      theme.minutes = 9;
    });
    expect(await run('validate', 'self-care/calm-start')).toBe(1);
    expect(err.slice(1, 3)).toEqual([
      '  calm-start/minutes: is 9, but the sessions add up to 5 minutes',
      `  calm-start/sessions[0].screens[2].captions.en: "breath.en.vtt" is not in the theme's folder`,
    ]);
  });

  it('says so when there is no theme folder', async () => {
    expect(await run('validate', '--library', 'nowhere')).toBe(1);
    expect(err[0]).toBe(`No theme folders (a folder with a theme.json) in ${join(dir, 'nowhere')}`);
  });
});

describe('content publish (local folder store)', () => {
  it('publishes theme, media and catalog, then nothing more when unchanged; list shows it', async () => {
    expect(await run('publish')).toBe(0);
    expect(out.filter((line) => line.startsWith('wrote '))).toEqual([
      `wrote ${PREFIX}breath.en.vtt`,
      `wrote ${PREFIX}breath.mp3`,
      `wrote ${PREFIX}cover.svg`,
      `wrote ${PREFIX}lake.svg`,
      `wrote ${PREFIX}theme.json`,
      'wrote self-care/catalog.json',
    ]);
    expect(await objects.get(`${PREFIX}cover.svg`)).toMatchObject({
      contentType: 'image/svg+xml',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect((await readPublishedCatalog(objects))?.themes.map((theme) => theme.id)).toEqual(['calm-start']);

    out = [];
    expect(await run('publish')).toBe(0);
    expect(out.at(-1)).toBe('Published 1 theme(s): 0 files written, 5 unchanged.');

    out = [];
    expect(await run('list')).toBe(0);
    expect(out).toContain('self-care\tcalm-start\tv1\tanxiety\t5 min\t2 sessions');
  });

  it('refuses a broken theme with the field at fault and publishes nothing', async () => {
    await editTheme((theme) => {
      theme.cover.alt.ja = '';
    });
    expect(await run('publish')).toBe(1);
    expect(err).toContain('  calm-start/cover.alt.ja: must not be empty');
    expect(err.at(-1)).toBe('Nothing published: fix the fields above first.');
    expect(await objects.list('self-care/')).toEqual([]);
  });

  it('refuses changed content under a published version unless --replace', async () => {
    expect(await run('publish')).toBe(0);
    await editTheme((theme) => {
      theme.title.en = 'A calmer start';
    });
    expect(await run('publish')).toBe(1);
    expect(err.at(-1)).toBe(
      `${PREFIX}theme.json is already published with other content: raise the theme's version to publish a change`,
    );
    expect(await run('publish', '--replace')).toBe(0);
    await editTheme((theme) => {
      theme.version = 2;
    });
    expect(await run('publish')).toBe(0);
    expect((await readPublishedCatalog(objects))?.themes[0]?.version).toBe(2);
  });
});

describe('content publish (S3, through aws-sdk-client-mock)', () => {
  it('puts each file with its content type, versioned files immutable and the catalog short-lived', async () => {
    const client = new S3Client({
      region: 'eu-west-1',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    const mock = new S3Fake({ buckets: ['kinwell-content'] }).install(client);
    try {
      objects = new S3ObjectStore({ client, bucket: 'kinwell-content' });
      expect(await run('publish')).toBe(0);
      const puts = mock
        .commandCalls(PutObjectCommand)
        .map(({ args: [command] }) => [command.input.Key, command.input.ContentType, command.input.CacheControl]);
      const immutable = 'public, max-age=31536000, immutable';
      expect(puts).toEqual([
        [`${PREFIX}breath.en.vtt`, 'text/vtt; charset=utf-8', immutable],
        [`${PREFIX}breath.mp3`, 'audio/mpeg', immutable],
        [`${PREFIX}cover.svg`, 'image/svg+xml', immutable],
        [`${PREFIX}lake.svg`, 'image/svg+xml', immutable],
        [`${PREFIX}theme.json`, 'application/json; charset=utf-8', immutable],
        ['self-care/catalog.json', 'application/json; charset=utf-8', 'public, max-age=60'],
      ]);
      expect(mock.commandCalls(PutObjectCommand).every(({ args: [c] }) => c.input.Bucket === 'kinwell-content')).toBe(
        true,
      );
    } finally {
      mock.restore();
    }
  });
});
