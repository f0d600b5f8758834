import { execFileSync } from 'node:child_process';
import { findBundles } from './src/lambda';
const [cdkOut, filter, opts = '--enable-source-maps'] = process.argv.slice(2);
const b = findBundles(cdkOut).find((x) => new RegExp(filter as string).test(x.name));
if (!b) throw new Error('none');
const env: NodeJS.ProcessEnv = { ...process.env, ...b.env, NODE_OPTIONS: opts, AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'x', AWS_ENDPOINT_URL: 'http://127.0.0.1:9' };
delete env.NODE_EXTRA_CA_CERTS;
execFileSync(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/pt-prof', '--cpu-prof-interval=100', '/work/wt/powertools/packages/bench/src/workers/lambda-cold.mjs', b.file, JSON.stringify(b.event)], { env, stdio: 'inherit' });
console.log(b.file);
