import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderObjectStore } from '@kinwell/adapters-local';
import { CompanyDirectory } from '@kinwell/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCompanyCli } from './company-cli';

let root: string;
let directory: CompanyDirectory;
let out: string[];
let err: string[];
const io = { out: (line: string) => out.push(line), err: (line: string) => err.push(line) };
const cli = (...args: string[]) => runCompanyCli(args, directory, io);

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'kinwell-cli-'));
  directory = new CompanyDirectory(new FolderObjectStore(join(root, 'objects')));
  out = [];
  err = [];
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('company CLI', () => {
  it('adds a company with domains, colours and a logo file, then lists it', async () => {
    const logo = join(root, 'logo.svg');
    await writeFile(logo, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const code = await cli(
      'add',
      '--id',
      'globex',
      '--name',
      'Globex',
      '--domain',
      'Globex.example',
      '--domain',
      'globex.test',
      '--primary',
      '#123456',
      '--secondary',
      '#abcdef',
      '--logo',
      logo,
      '--account-id',
      '42',
    );
    expect(code).toBe(0);
    expect(await directory.findByDomain('globex.test')).toEqual({ companyId: 'globex', accountId: '42' });
    expect((await directory.readLogo('globex')).contentType).toBe('image/svg+xml');
    expect((await directory.get('globex'))?.logoUrl).toBe('/api/s3/company-logo/globex');

    out = [];
    expect(await cli('list')).toBe(0);
    expect(out).toEqual(['globex\tGlobex\tglobex.example,globex.test\t#123456/#abcdef\taccount 42']);
  });

  it('refuses a domain another company holds, and leaves no half-made company', async () => {
    await cli('add', '--id', 'one', '--name', 'One', '--domain', 'shared.example');
    const code = await cli(
      'add',
      '--id',
      'two',
      '--name',
      'Two',
      '--domain',
      'two.example',
      '--domain',
      'shared.example',
    );
    expect(code).toBe(1);
    expect(err).toEqual(['The domain shared.example already belongs to a company']);
    expect(await directory.get('two')).toBeUndefined();
    expect(await directory.findByDomain('two.example')).toBeUndefined();
  });

  it('refuses bad values with a message and exit code 2', async () => {
    expect(await cli('add', '--id', 'Bad Id', '--name', 'x', '--domain', 'x.example')).toBe(2);
    expect(await cli('add', '--id', 'ok', '--name', 'x', '--domain', 'x.example', '--primary', 'red')).toBe(2);
    expect(await cli('add', '--name', 'x')).toBe(2);
    expect(await cli('invite', 'not-an-email')).toBe(2);
    expect(await cli('frobnicate')).toBe(2);
    expect(err.length).toBe(5);
  });

  it('invites, lists and un-invites an email', async () => {
    await cli('add', '--id', 'acme', '--name', 'Acme', '--domain', 'acme.example');
    expect(await cli('invite', ' Pat@Gmail.com ', '--company', 'acme')).toBe(0);
    expect(await cli('invite', 'kid@gmail.com')).toBe(0);
    expect((await directory.findInvite('pat@gmail.com'))?.companyId).toBe('acme');
    expect((await directory.findInvite('kid@gmail.com'))?.companyId).toBe('default');

    out = [];
    await cli('invites', '--company', 'acme');
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^pat@gmail\.com\tacme\t/);

    expect(await cli('uninvite', 'PAT@gmail.com')).toBe(0);
    expect(await directory.findInvite('pat@gmail.com')).toBeUndefined();
  });

  it('refuses to invite into an unknown company', async () => {
    expect(await cli('invite', 'a@b.com', '--company', 'nope')).toBe(1);
    expect(err).toEqual(["No company with id 'nope'"]);
  });
});
