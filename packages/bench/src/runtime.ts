// Section 6: the local runtime process itself: cold start to its first answered API request (fresh data dir:
// initdb, migrations, demo seed; warm data dir: open and go), and its memory at idle and under the API load.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiMemory } from './api';
import { startBaselineServer, startRuntime } from './processes';
import type { Row, Section } from './report';
import { median, runsOf } from './stats';

const RUNS = 3;

export interface ColdStarts {
  fresh: number[];
  warm: number[];
  baseline: number[];
  /** Data dirs left migrated and seeded by the fresh starts, for the servers of the other sections. */
  dataDirs: string[];
}

/** Starts the runtime on new data dirs, then again on the first one, and the bare node:http server: time to first answer. */
export async function measureColdStarts(workDir: string): Promise<ColdStarts> {
  const result: ColdStarts = { fresh: [], warm: [], baseline: [], dataDirs: [] };
  for (let i = 0; i < RUNS; i++) {
    const dataDir = join(workDir, `data-${i}`);
    mkdirSync(dataDir, { recursive: true });
    const server = await startRuntime(dataDir);
    result.fresh.push(server.readyMs);
    result.dataDirs.push(dataDir);
    await server.stop();
  }
  for (let i = 0; i < RUNS; i++) {
    const server = await startRuntime(result.dataDirs[0] as string);
    result.warm.push(server.readyMs);
    await server.stop();
    const baseline = await startBaselineServer();
    result.baseline.push(baseline.readyMs);
    await baseline.stop();
  }
  return result;
}

export interface RuntimeMemory extends ApiMemory {
  runtimeIdleMB: number;
}

export function runtimeSection(starts: ColdStarts, memory: RuntimeMemory): Section {
  const baseline = median(starts.baseline);
  const rows: Row[] = [
    {
      figure: 'cold start to first answer · fresh data dir',
      value: median(starts.fresh),
      unit: 'ms',
      baseline,
      note: `runs ${runsOf(starts.fresh)}`,
    },
    {
      figure: 'cold start to first answer · warm data dir',
      value: median(starts.warm),
      unit: 'ms',
      baseline,
      note: `runs ${runsOf(starts.warm)}`,
    },
    { figure: 'RSS at idle', value: memory.runtimeIdleMB, unit: 'MB', baseline: memory.baselineIdleMB },
    {
      figure: 'RSS under load (peak over section 3)',
      value: memory.runtimePeakMB,
      unit: 'MB',
      baseline: memory.baselinePeakMB,
    },
  ];
  const notes = [
    '`node packages/local-runtime/dist/server.mjs` spawned with PORT, HOST=127.0.0.1 and KINWELL_DATA_DIR; the time runs from ' +
      'spawn to the first 200 of GET /api/s3/validate-domain?domain=acme.example (polled every 10 ms). Fresh: an empty data dir ' +
      `(PGlite initdb, migrations, demo company seeded); warm: the same dir again. Median of ${RUNS} each.`,
    `Baseline: the bare node:http server of section 3, spawn to first answer (runs ${runsOf(starts.baseline)}).`,
    'RSS is VmRSS of /proc/<pid>/status: at idle after start (signed-up user, before any browser or load), and the peak of ' +
      'samples every 200 ms while section 3 loaded it; the baseline server measured alike. No budget is set for these.',
  ];
  return { id: 'runtime', title: '6. Local runtime: cold start and memory', notes, rows };
}
