// `npm run bench`: builds what it measures, runs the six sections against the local runtime on loopback and
// writes docs/benchmarks/latest.md and latest.json. The cold starts of section 6 run first, because they leave
// the migrated, seeded data dirs the servers of sections 1-3 then open warm; the report keeps sections 1-6 in order.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import type { BenchUser } from './accounts';
import { onboardedMember, signUpVerifyAndLogIn } from './accounts';
import { apiSection } from './api';
import { bookingSection } from './booking';
import { crisisSection } from './crisis';
import { buildBaselineApp, frontendSection, launchChromium } from './frontend';
import { lambdaSection } from './lambda';
import { lighthouseSection } from './lighthouse';
import { memberPagesSection } from './member-pages';
import { repoRoot, rssMB, run, runSectionProcess, type ServerProcess, startRuntime } from './processes';
import { failures, type Report, reportJson, reportMarkdown, type Section } from './report';
import { type ColdStarts, measureColdStarts, type RuntimeMemory, runtimeSection } from './runtime';
import { scaleSection } from './scale';

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s`;
const step = (message: string) => console.log(`[bench ${elapsed()}] ${message}`);

/** The first line of an error, and the first line of its output that names an error (a build's own message). */
function reason(error: unknown): string {
  const lines = String(error)
    .split('\n')
    .map((line) => line.trim());
  const cause = lines.slice(1).find((line) => /^\w*Error\b|error:/i.test(line) && line.length < 400);
  return [lines[0], cause].filter(Boolean).join(' — ');
}

/** A section that crashed still gets a place in the report, with the reason, and fails the command. */
const crashed: string[] = [];
async function section(id: string, title: string, measure: () => Promise<Section>): Promise<Section> {
  step(title);
  try {
    return await measure();
  } catch (error) {
    crashed.push(title);
    console.error(error);
    return {
      id,
      title,
      notes: [`Not measured: ${reason(error)}`],
      rows: [
        {
          figure: 'section completed',
          value: 0,
          unit: 'count',
          budgets: [{ label: 'completes', of: 'value', min: 1 }],
        },
      ],
    };
  }
}

const workDir = mkdtempSync(join(tmpdir(), 'kinwell-bench-'));
const servers: ServerProcess[] = [];
const sections: Section[] = [];
try {
  step('build: pnpm build (frontend/dist, local runtime)');
  await run('pnpm', ['build']);
  step('build: npm run synth (Lambda bundles)');
  const cdkOut = join(workDir, 'cdk.out');
  // A private output folder: other CLIs (or people) synthesizing into ./cdk.out at the same time hold its lock.
  // A failed synth fails section 4 only, with its reason in the report.
  const synthError = await run('npm', ['run', 'synth', '--', '--output', cdkOut]).then(
    () => undefined,
    (error: unknown) => error,
  );
  step('build: front-end baseline (hello world)');
  const baselineDist = join(workDir, 'baseline-dist');
  const versions = await buildBaselineApp(baselineDist);

  step('6. cold starts of the local runtime');
  const starts: ColdStarts = await measureColdStarts(workDir);
  const [appDataDir, baselineDataDir] = starts.dataDirs as [string, string];
  const [runtime, baselineSite] = await Promise.all([
    startRuntime(appDataDir),
    startRuntime(baselineDataDir, baselineDist),
  ]);
  servers.push(runtime, baselineSite);
  const user: BenchUser = await signUpVerifyAndLogIn(runtime.url, 'bench.user@acme.example');
  const member: BenchUser = await onboardedMember(runtime.url, 'bench.member@acme.example');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const runtimeIdleMB = rssMB(runtime.pid);

  let uncompressed = true;
  sections.push(
    await section('frontend', '1. Front end: JS and CSS loaded per route', async () => {
      const browser = await launchChromium();
      try {
        const result = await frontendSection({
          browser,
          appUrl: runtime.url,
          baselineUrl: baselineSite.url,
          user,
          versions,
        });
        uncompressed = result.scriptEncodings.every((encoding) => encoding === 'none');
        return result.section;
      } finally {
        await browser.close();
      }
    }),
  );
  sections.push(
    await section('member-pages', '1b. Front end: JS each signed-in product page adds to the shell', async () => {
      const browser = await launchChromium();
      try {
        return await memberPagesSection({ browser, appUrl: runtime.url, member });
      } finally {
        await browser.close();
      }
    }),
  );
  sections.push(
    await section('lighthouse', '2. Lighthouse (mobile), median of 3', () =>
      lighthouseSection({ appUrl: runtime.url, baselineUrl: baselineSite.url, uncompressed }),
    ),
  );
  await baselineSite.stop();

  let memory: RuntimeMemory = {
    runtimeIdleMB,
    runtimePeakMB: Number.NaN,
    baselineIdleMB: Number.NaN,
    baselinePeakMB: Number.NaN,
  };
  sections.push(
    await section('api', '3. API on the local runtime (50 connections, 10 s)', async () => {
      const result = await apiSection(runtime, user);
      memory = { runtimeIdleMB, ...result.memory };
      return result.section;
    }),
  );
  await runtime.stop();

  sections.push(
    await section('lambda', '4. Lambda bundles (cold start, median of 10)', () => {
      if (synthError) throw synthError;
      return lambdaSection(cdkOut, workDir);
    }),
  );
  sections.push(
    await section('scale', '5. Scale: theme_events on PGlite (per-theme progress read)', () =>
      scaleSection(join(workDir, 'scale-data')),
    ),
  );
  sections.push(
    await section('progress', '5b. Scale: the self-care progress summary on PGlite (GET /api/progress)', () =>
      runSectionProcess<Section>('progress-only.ts'),
    ),
  );
  sections.push(
    await section('booking', '5c. Scale: the booking slot search on PGlite (one expert, 4 weeks)', () =>
      bookingSection(),
    ),
  );
  sections.push(runtimeSection(starts, memory));
  sections.push(await section('crisis', '7. Crisis check', async () => crisisSection()));
} finally {
  for (const server of servers) await server.stop();
  rmSync(workDir, { recursive: true, force: true });
}

const report: Report = {
  date: new Date().toISOString(),
  machine: {
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  },
  totalSeconds: (performance.now() - started) / 1000,
  sections,
};
const outDir = join(repoRoot, 'docs/benchmarks');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'latest.md'), reportMarkdown(report));
writeFileSync(join(outDir, 'latest.json'), reportJson(report));
// The repo's formatter owns the layout of committed files (aligned tables), so `npm test`'s lint stays clean.
await run('pnpm', ['exec', 'biome', 'format', '--write', join(outDir, 'latest.md'), join(outDir, 'latest.json')]).catch(
  (error: unknown) => console.warn(`! biome format of the report failed: ${String(error).split('\n')[0]}`),
);
const failed = failures(report);
step(`report written to docs/benchmarks/latest.md and latest.json; ${failed.length} budget(s) fall short`);
for (const line of failed) console.log(`  FAIL ${line}`);
if (crashed.length) {
  console.error(`crashed: ${crashed.join(', ')}`);
  process.exit(1);
}
