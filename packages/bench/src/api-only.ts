// `pnpm --filter @kinwell/bench run bench:api`: section 3 alone (the local runtime's API under load, about 4 minutes),
// printing its figures, for work on the request path without the whole bench. Builds the local runtime first.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUpVerifyAndLogIn } from './accounts';
import { apiSection } from './api';
import { run, startRuntime } from './processes';
import { formatValue, verdict } from './report';

const workDir = mkdtempSync(join(tmpdir(), 'kinwell-bench-api-'));
try {
  await run('pnpm', ['--filter', '@kinwell/local-runtime', 'build']);
  const runtime = await startRuntime(join(workDir, 'data'));
  try {
    const user = await signUpVerifyAndLogIn(runtime.url, 'bench.user@acme.example');
    const { section } = await apiSection(runtime, user);
    for (const row of section.rows) {
      const ratio = row.value != null && row.baseline ? ` = ${(row.value / row.baseline).toFixed(2)}× baseline` : '';
      console.log(
        `${verdict(row).padEnd(4)} ${row.figure}: ${formatValue(row.value, row.unit)}${ratio}${row.note ? ` (${row.note})` : ''}`,
      );
    }
  } finally {
    await runtime.stop();
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
