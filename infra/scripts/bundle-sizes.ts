// Prints the size of every Lambda bundle of the last synth (`npm run synth` → cdk.out at the repo root):
//   npm run bundle-sizes                       # from the repo root
//   pnpm --filter @kinwell/infra run bundle-sizes -- --out ../cdk.out --max-kb 400
// With --max-kb, exits 1 when a bundle (index.js, minified, source map excluded) is larger.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../lib/paths';
import { lambdaBundles } from './lambda-bundles';

/** The size budget of one bundle (issue 7); marked in the table, enforced only with --max-kb. */
const BUDGET_KB = 400;

const { values } = parseArgs({
  options: { out: { type: 'string' }, 'max-kb': { type: 'string' } },
});
const assemblyDir = values.out ? resolve(values.out) : join(repoRoot, 'cdk.out');
if (!existsSync(join(assemblyDir, 'manifest.json'))) {
  console.error(`No synthesized app in ${assemblyDir}: run \`npm run synth\` first.`);
  process.exit(1);
}
const maxKb = values['max-kb'] === undefined ? undefined : Number(values['max-kb']);
const budgetKb = maxKb ?? BUDGET_KB;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows = lambdaBundles(assemblyDir).map((bundle) => ({
  function: bundle.constructPath.replace(/\/Function\/Resource$/, ''),
  kb: kb(bundle.bytes),
  gzipKb: kb(bundle.gzipBytes),
  budget: bundle.bytes <= budgetKb * 1024 ? 'ok' : `over ${budgetKb} KB`,
  bytes: bundle.bytes,
}));
if (rows.length === 0) {
  console.error(`No Lambda bundles (index.js) found in ${assemblyDir}.`);
  process.exit(1);
}

const width = Math.max(...rows.map((row) => row.function.length), 'function'.length);
console.log(`Lambda bundles in ${assemblyDir} (index.js, minified; source maps not counted)\n`);
console.log(`${'function'.padEnd(width)}  ${'KB'.padStart(7)}  ${'gzip KB'.padStart(7)}  budget`);
for (const row of rows) {
  console.log(`${row.function.padEnd(width)}  ${row.kb.padStart(7)}  ${row.gzipKb.padStart(7)}  ${row.budget}`);
}
const over = rows.filter((row) => row.bytes > budgetKb * 1024);
if (maxKb !== undefined && over.length > 0) {
  console.error(`\n${over.length} bundle(s) over ${maxKb} KB.`);
  process.exit(1);
}
