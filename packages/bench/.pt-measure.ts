// scratch (not committed): cold starts of selected bundles of a synth output, interleaved, median of N
import { execFileSync } from 'node:child_process';
import { findBundles } from './src/lambda';
const [cdkOut, filter = '.', n = '11', opts = '--enable-source-maps'] = process.argv.slice(2);
const bundles = findBundles(cdkOut).filter((b) => new RegExp(filter).test(b.name));
const runs = new Map(bundles.map((b) => [b.name, [] as number[]]));
const imports = new Map(bundles.map((b) => [b.name, [] as number[]]));
for (let r = 0; r < Number(n); r++) for (const b of bundles) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...b.env, NODE_OPTIONS: opts, AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'x', AWS_ENDPOINT_URL: 'http://127.0.0.1:9', AWS_EC2_METADATA_DISABLED: 'true' };
  delete env.NODE_EXTRA_CA_CERTS;
  const out = execFileSync(process.execPath, ['/work/wt/powertools/packages/bench/src/workers/lambda-cold.mjs', b.file, JSON.stringify(b.event)], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const j = JSON.parse(out.trim().split('\n').at(-1) as string);
  if (r === 0) console.log(b.name, j.sdkClients.join(","), JSON.stringify(j.outcome).slice(0, 60));
  runs.get(b.name)?.push(j.totalMs); imports.get(b.name)?.push(j.importMs);
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)] as number;
for (const b of bundles) console.log(b.name.padEnd(45), med(runs.get(b.name) ?? []).toFixed(1), 'import', med(imports.get(b.name) ?? []).toFixed(1));
