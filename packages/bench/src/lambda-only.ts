// `pnpm --filter @kinwell/bench run bench:lambda`: section 4 alone (a synth and about a minute of cold starts),
// printing its figures, for work on what the Lambda bundles load at init without the whole bench's builds.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lambdaSection } from './lambda';
import { repoRoot } from './processes';
import { round } from './stats';

const workDir = mkdtempSync(join(tmpdir(), 'kinwell-bench-lambda-'));
try {
  const cdkOut = join(workDir, 'cdk.out');
  execFileSync('npm', ['run', 'synth', '--', '--output', cdkOut], { cwd: repoRoot, stdio: 'ignore' });
  const section = await lambdaSection(cdkOut, workDir);
  for (const row of section.rows) {
    const ratio = row.value != null && row.baseline ? ` = ${(row.value / row.baseline).toFixed(2)}× its baseline` : '';
    console.log(
      `${row.figure}: ${row.value === null ? 'n/a' : round(row.value)} ${row.unit}${ratio}${row.note ? ` (${row.note})` : ''}`,
    );
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
