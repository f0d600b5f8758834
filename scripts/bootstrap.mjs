#!/usr/bin/env node
// The two README commands (`npm start`, `npm test`) land here. A fresh machine has only Node and npm:
// this moves to the supported Node (fetching Node 22 when the machine's is older, see node-floor.mjs), installs the
// pinned pnpm into .tools/ (corepack is unreliable on our registry, see docs/decisions/001-toolchain.md), installs
// the workspace from the lockfile, then runs the task.
// Plain Node with no dependencies, because nothing else is installed yet when it runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSupportedNode } from './node-floor.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tasks = ['start', 'test', 'synth', 'cdk', 'bundle-sizes', 'bench', 'company', 'content', 'invoke'];
const [task = 'start', ...rest] = process.argv.slice(2);
if (!tasks.includes(task)) {
  console.error(`unknown task: ${task} (one of: ${tasks.join(', ')})`);
  process.exit(2);
}
ensureSupportedNode(root);

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = pkg.packageManager.replace(/^pnpm@/, '');
const toolsDir = join(root, '.tools');
const toolsBin = join(toolsDir, 'node_modules', '.bin');
const env = {
  ...process.env,
  PATH: `${toolsBin}:${join(root, 'node_modules', '.bin')}:${process.env.PATH}`,
  COREPACK_ENABLE_STRICT: '0',
};

/** @param {string} cmd @param {string[]} args @param {import('node:child_process').SpawnSyncOptions} [options] */
function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** @param {string} cmd @param {string[]} args */
function must(cmd, args) {
  const status = run(cmd, args);
  if (status !== 0) process.exit(status);
}

function installedPnpmVersion() {
  const manifest = join(toolsDir, 'node_modules', 'pnpm', 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : undefined;
}

function ensurePnpm() {
  if (installedPnpmVersion() === pnpmVersion) return;
  console.log(`› installing pnpm ${pnpmVersion} into .tools/`);
  must('npm', [
    'install',
    '--prefix',
    toolsDir,
    '--no-audit',
    '--no-fund',
    '--no-package-lock',
    '--loglevel=error',
    `pnpm@${pnpmVersion}`,
  ]);
}

// The benchmark's tools (Lighthouse, autocannon, a second React app to compare with: over a third of all packages)
// install only for `npm run bench`; every other task installs the workspace without packages/bench.
/** @param {string} task */
function ensureDependencies(task) {
  const scope = task === 'bench' ? [] : ['--filter', '!@kinwell/bench'];
  must('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', ...scope]);
}

// Browser tests drive Debian's chromium: other browser downloads cannot reach their hosts here.
function ensureChromium() {
  if (process.env.CHROMIUM_PATH || existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() !== 0) {
    console.error('Browser tests need chromium: run `sudo apt-get install -y chromium` or set CHROMIUM_PATH.');
    process.exit(1);
  }
  console.log('› installing chromium (Debian package) for the browser tests');
  must('apt-get', ['update', '-qq']);
  must('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium']);
}

// The CDK CLI is pinned in infra/ and runs from the root, where cdk.json is.
const cdkBin = join(root, 'infra', 'node_modules', '.bin', 'cdk');

ensurePnpm();
ensureDependencies(task);

switch (task) {
  case 'start':
    must('pnpm', ['run', 'build']);
    process.exit(run('pnpm', ['run', 'serve', ...rest]));
    break;
  case 'test':
    ensureChromium();
    process.exit(run('pnpm', ['run', 'test:all', ...rest]));
    break;
  case 'synth':
    process.exit(run(cdkBin, ['synth', '--quiet', ...rest]));
    break;
  case 'cdk':
    process.exit(run(cdkBin, rest));
    break;
  case 'bundle-sizes':
    // The Lambda bundles of the last `npm run synth` (cdk.out), in KB; `-- --max-kb 400` fails when one is larger.
    process.exit(run('pnpm', ['--silent', '--filter', '@kinwell/infra', 'run', 'bundle-sizes', ...rest]));
    break;
  case 'bench':
    // Builds what it measures, then writes docs/benchmarks/latest.md and latest.json (a few minutes).
    ensureChromium();
    process.exit(run('pnpm', ['--filter', '@kinwell/bench', 'run', 'bench', ...rest]));
    break;
  case 'company':
    process.exit(run('pnpm', ['--silent', '--filter', '@kinwell/local-runtime', 'run', 'company', ...rest]));
    break;
  case 'expert':
    // Experts and their accounts: `npm run expert -- add expert.json | list | retire ID` (local data, or a deployment).
    process.exit(run('pnpm', ['--silent', '--filter', '@kinwell/local-runtime', 'run', 'expert', ...rest]));
    break;
  case 'content':
    // Text blocks and app details per language: `npm run content -- put text-block signIn --language fr --file x.json`.
    process.exit(run('pnpm', ['--silent', '--filter', '@kinwell/local-runtime', 'run', 'content', ...rest]));
    break;
  case 'invoke':
    // One Lambda handler called with an API Gateway event on the local data: `npm run invoke -- auth login --body x.json`.
    process.exit(run('pnpm', ['--silent', '--filter', '@kinwell/local-runtime', 'run', 'invoke', ...rest]));
    break;
  default:
    console.error(`unknown task: ${task}`);
    process.exit(2);
}
