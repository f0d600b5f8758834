// Section 3: the API on the local runtime under load (autocannon in its own process, 50 connections, 10 s after a
// warm-up, loopback only), next to a bare node:http server answering a fixed JSON, measured the same way.
import { scrypt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { authRateLimits } from '@kinwell/core';
import { type BenchUser, signUpAndVerify } from './accounts';
import { cpuMicros, runWorker, type ServerProcess, sampleRss, startBaselineServer } from './processes';
import { max, min, type Row, type Section } from './report';
import { median, round, runsOf } from './stats';

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
/** Rounds of (baseline, then every endpoint): each figure is the median of its runs, so drift lands on all alike. */
const ROUNDS = 3;
// A login counts against its account until it succeeds (5 per 15 min, counted before the password is checked, so
// concurrent guesses cannot all pass; a success clears it). 50 connections on one account leave ~45 of its logins
// counted at once, and those answer 429. Rotated over this many accounts, an account has ⌈50/20⌉ = 3 logins under
// way, 4 with the one the warm-up leaves queued: below the limit, as for 50 different people logging in.
const LOGIN_ACCOUNTS = 20;
const LOGINS_UNDER_WAY_PER_ACCOUNT = Math.ceil(CONNECTIONS / LOGIN_ACCOUNTS) + 1;
if (LOGINS_UNDER_WAY_PER_ACCOUNT > authRateLimits.loginPerAccount.limit) {
  throw new Error('LOGIN_ACCOUNTS is too small for the per-account login limit');
}
// Each sign-up mails a code, counted per address (loopback here): the bench user and these must fit.
if (LOGIN_ACCOUNTS + 1 > authRateLimits.mailPerAddress.limit) {
  throw new Error('LOGIN_ACCOUNTS is too large for the per-address sign-up limit');
}

/** The issue's budgets on reads: against the bare node:http baseline, in every round, and the slowest 1%. */
const READ_RATIO = 0.5;
const READ_P99_MS = 10;

interface LoadResult {
  requestsPerSecond: number;
  total: number;
  p50: number | null;
  p99: number | null;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, { count: number }>;
  /** Requests the server answered in the run, the warm-up's included. */
  served: number;
  /** The load generator's CPU over the measured requests, µs. */
  generatorCpuMicros: number;
  /** The server's CPU per request it answered in the run (warm-up included), µs. */
  serverMicrosPerRequest: number;
}

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Bodies taken in turn, one per request (across connections); `body` is the first. */
  bodies?: string[];
  kind: 'read' | 'write' | 'login';
}

interface MedianRun extends LoadResult {
  /** The runs' req/s, for the report. */
  runs: string;
}

/** Medians of the runs' rates and latencies; counts summed, so one failing run shows. */
function medianRun(results: LoadResult[]): MedianRun {
  const medianOf = (pick: (result: LoadResult) => number | null) => {
    const values = results.map(pick).filter((value): value is number => value !== null);
    return values.length ? median(values) : null;
  };
  const sum = (pick: (result: LoadResult) => number) => results.reduce((total, result) => total + pick(result), 0);
  const statusCodes: LoadResult['statusCodes'] = {};
  for (const result of results) {
    for (const [code, { count }] of Object.entries(result.statusCodes)) {
      statusCodes[code] = { count: (statusCodes[code]?.count ?? 0) + count };
    }
  }
  return {
    served: sum((result) => result.served),
    generatorCpuMicros: sum((result) => result.generatorCpuMicros),
    serverMicrosPerRequest: medianOf((result) => result.serverMicrosPerRequest) ?? Number.NaN,
    requestsPerSecond: medianOf((result) => result.requestsPerSecond) ?? Number.NaN,
    p50: medianOf((result) => result.p50),
    p99: medianOf((result) => result.p99),
    total: sum((result) => result.total),
    errors: sum((result) => result.errors),
    timeouts: sum((result) => result.timeouts),
    non2xx: sum((result) => result.non2xx),
    statusCodes,
    runs: results.map((result) => Math.round(result.requestsPerSecond).toLocaleString('en-US')).join(', '),
  };
}

/**
 * A read's stability across the rounds: each round's req/s against the baseline measured just before it, the lowest
 * of those ratios held to the budget, and the spread ((max - min) / median of the endpoint's req/s) in the note.
 */
function roundsRow(name: string, results: LoadResult[], baselines: LoadResult[]): Row {
  const ratios = results.map((result, i) => result.requestsPerSecond / (baselines[i]?.requestsPerSecond ?? Number.NaN));
  const rates = results.map((result) => result.requestsPerSecond);
  const spread = rates.length ? (Math.max(...rates) - Math.min(...rates)) / median(rates) : Number.NaN;
  return {
    figure: `${name} · lowest round's ratio to its baseline`,
    value: ratios.length ? Math.min(...ratios) : null,
    unit: '',
    note: `rounds ${ratios.map((value) => `${value.toFixed(2)}×`).join(', ')}; req/s spread ${Math.round(spread * 100)}% of the median`,
    budgets: [min(READ_RATIO, `≥ ${READ_RATIO}× in every round`)],
  };
}

/** The generator's CPU per measured request, µs (of the runs behind a median: their sums). */
const generatorMicrosPerRequest = (result: LoadResult) => result.generatorCpuMicros / result.total;

/**
 * What a read's ratio would be with a core for the server and one for the generator, from the CPU per request each
 * used: each run is then bounded by the busier of the two, the baseline's by the generator's own cost.
 */
const ratioWithCoreEach = (endpoint: LoadResult, baseline: LoadResult) =>
  Math.max(baseline.serverMicrosPerRequest, generatorMicrosPerRequest(baseline)) /
  Math.max(endpoint.serverMicrosPerRequest, generatorMicrosPerRequest(endpoint));

/** One run of the generator against `server`, with the server's CPU per request it answered. */
async function load(server: ServerProcess, target: Omit<Target, 'name' | 'kind'>): Promise<LoadResult> {
  const before = cpuMicros(server.pid);
  const result = await generate(server.url, target);
  return { ...result, serverMicrosPerRequest: (cpuMicros(server.pid) - before) / result.served };
}

function generate(
  baseUrl: string,
  target: Omit<Target, 'name' | 'kind'>,
): Promise<Omit<LoadResult, 'serverMicrosPerRequest'>> {
  return runWorker('load.mjs', [
    JSON.stringify({
      url: `${baseUrl}${target.path}`,
      method: target.method ?? 'GET',
      headers: target.headers ?? {},
      body: target.body,
      bodies: target.bodies,
      connections: CONNECTIONS,
      duration: DURATION_S,
      warmup: WARMUP_S,
    }),
  ]);
}

async function drain(baseUrl: string, target: Target): Promise<void> {
  const response = await fetch(`${baseUrl}${target.path}`, {
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    ...(target.body ? { body: target.body } : {}),
  });
  await response.arrayBuffer();
}

// The local identity's password hash: scrypt N=2^15, r=8, p=1 (packages/adapters-local/src/identity/password-hash.ts).
function scryptOnce(): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) =>
    scrypt('Kinwell1!', 'bench-salt-bench', 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (error) =>
      error ? reject(error) : resolve(performance.now() - started),
    ),
  );
}

export interface ApiMemory {
  runtimePeakMB: number;
  baselineIdleMB: number;
  baselinePeakMB: number;
}

export async function apiSection(
  runtime: ServerProcess,
  user: BenchUser,
): Promise<{ section: Section; memory: ApiMemory }> {
  const bearer = { authorization: `Bearer ${user.accessToken}` };
  const json = { 'content-type': 'application/json' };
  const logins: string[] = [];
  for (let i = 0; i < LOGIN_ACCOUNTS; i++) {
    const account = await signUpAndVerify(runtime.url, `bench.login.${i}@acme.example`);
    logins.push(JSON.stringify(account));
  }
  const targets: Target[] = [
    { name: 'GET /api/s3/validate-domain', path: '/api/s3/validate-domain?domain=acme.example', kind: 'read' },
    { name: 'GET /api/s3/check-invite', path: '/api/s3/check-invite?email=x%40acme.example', kind: 'read' },
    { name: 'GET /api/auth/user', path: '/api/auth/user', headers: bearer, kind: 'read' },
    {
      name: 'POST /api/aurora/user_events/theme',
      path: '/api/aurora/user_events/theme',
      method: 'POST',
      headers: { ...bearer, ...json },
      body: JSON.stringify({ themeId: 'sleep', sessionId: 'session-1', screenId: 'screen-1', type: 'screen_viewed' }),
      kind: 'write',
    },
    {
      name: 'POST /api/auth/login',
      path: '/api/auth/login',
      method: 'POST',
      headers: json,
      body: logins[0],
      bodies: logins,
      kind: 'login',
    },
  ];

  const baselineRuns: LoadResult[] = [];
  const runs = new Map<string, LoadResult[]>(targets.map((target) => [target.name, []]));
  const peaks = new Map<string, number>();
  let baselineIdleMB = Number.NaN;
  let baselinePeakMB = 0;
  const baselineServer = await startBaselineServer();
  try {
    baselineIdleMB = sampleRss(baselineServer.pid).stop().peak;
    for (let round = 0; round < ROUNDS; round++) {
      const underLoad = sampleRss(baselineServer.pid);
      baselineRuns.push(await load(baselineServer, { path: '/' }));
      baselinePeakMB = Math.max(baselinePeakMB, underLoad.stop().peak);
      for (const target of targets) {
        const sampler = sampleRss(runtime.pid);
        runs.get(target.name)?.push(await load(runtime, target));
        peaks.set(target.name, Math.max(peaks.get(target.name) ?? 0, sampler.stop().peak));
        // The generator's last requests may still be queued in the server (logins wait for the hash threads):
        // one more request of the same kind, queued behind them, answers once they are done.
        await drain(runtime.url, target);
      }
    }
  } finally {
    await baselineServer.stop();
  }
  const baseline = medianRun(baselineRuns);
  const results = new Map([...runs].map(([name, results]) => [name, medianRun(results)]));

  const hashes: number[] = [];
  for (let i = 0; i < 5; i++) hashes.push(await scryptOnce());
  const hashMs = median(hashes);
  const hashWorkers = Math.min(availableParallelism(), Number(process.env.UV_THREADPOOL_SIZE ?? 4));
  const loginCeiling = (hashWorkers * 1000) / hashMs;

  const rows: Row[] = [
    {
      figure: 'baseline node:http · req/s',
      value: baseline.requestsPerSecond,
      unit: 'req/s',
      note: `runs ${baseline.runs}; p50 ${round(baseline.p50 ?? Number.NaN)} ms, p99 ${round(baseline.p99 ?? Number.NaN)} ms, ${baseline.total} requests`,
    },
    {
      figure: 'baseline node:http · server CPU per request',
      value: baseline.serverMicrosPerRequest,
      unit: 'µs',
      note: `load generator ${Math.round(generatorMicrosPerRequest(baseline))} µs per request`,
    },
  ];
  for (const target of targets) {
    const result = results.get(target.name) as MedianRun;
    const isRead = target.kind === 'read';
    const isLogin = target.kind === 'login';
    const codes = Object.entries(result.statusCodes)
      .map(([code, { count }]) => `${code}×${count}`)
      .join(', ');
    rows.push(
      {
        figure: `${target.name} · req/s`,
        value: result.requestsPerSecond,
        unit: 'req/s',
        baseline: isLogin ? loginCeiling : baseline.requestsPerSecond,
        note: `runs ${result.runs}; ${result.total} requests: ${codes}; runtime RSS peak ${Math.round(peaks.get(target.name) ?? Number.NaN)} MB`,
        ...(isRead ? { budgets: [min(READ_RATIO, `≥ ${READ_RATIO}× baseline`, 'ratio')] } : {}),
      },
      ...(isRead
        ? [
            roundsRow(target.name, runs.get(target.name) ?? [], baselineRuns),
            {
              figure: `${target.name} · server CPU per request`,
              value: result.serverMicrosPerRequest,
              unit: 'µs' as const,
              baseline: baseline.serverMicrosPerRequest,
              note: `load generator ${Math.round(generatorMicrosPerRequest(result))} µs per request`,
            },
            {
              figure: `${target.name} · ratio with a core each (from CPU per request)`,
              value: ratioWithCoreEach(result, baseline),
              unit: '' as const,
            },
          ]
        : []),
      { figure: `${target.name} · p50`, value: result.p50, unit: 'ms', baseline: baseline.p50 },
      {
        figure: `${target.name} · p99`,
        value: result.p99,
        unit: 'ms',
        baseline: baseline.p99,
        ...(isRead ? { budgets: [max(READ_P99_MS, `≤ ${READ_P99_MS} ms`)] } : {}),
      },
      {
        figure: `${target.name} · errors + timeouts`,
        value: result.errors + result.timeouts,
        unit: 'count',
        budgets: [max(0, '0')],
      },
      { figure: `${target.name} · non-2xx`, value: result.non2xx, unit: 'count', budgets: [max(0, '0')] },
    );
  }
  rows.push({
    figure: 'scrypt hash (N=2^15, r=8, p=1), one',
    value: hashMs,
    unit: 'ms',
    note: `runs ${runsOf(hashes, 1)}`,
  });

  const notes = [
    `autocannon 9.0.0 in a separate process: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, then ${DURATION_S} s measured, ` +
      `in ${ROUNDS} rounds of the baseline then every endpoint; each figure is the median of its ${ROUNDS} runs (req/s, p50 ` +
      'and p99 each; requests, errors and status counts summed over the runs). One endpoint at a time against `node packages/local-runtime/dist/server.mjs` on 127.0.0.1 (its own process, a warm ' +
      'data dir, demo company seeded). p50/p99 are of 2xx answers, from each response time. On 2 cores the generator and ' +
      "the server share the CPU, so every figure here, the baseline's too, is bounded by that. CPU per request " +
      '(utime + stime of /proc/<pid>/stat over a run, divided by the requests the process served or sent) holds ' +
      'better than req/s when other work shares the cores; "ratio with a core each" is what the ratio would be if the ' +
      "server and the generator had a core to themselves: the baseline's rate is then bounded by the generator's own " +
      "cost per request, an endpoint's by the larger of its server's and the generator's.",
    'Baseline: a bare node:http server (its own process) answering a fixed 50-byte JSON, loaded the same way in this run. ' +
      `Budgets on reads (validate-domain, check-invite, auth/user): ≥ ${READ_RATIO}× its req/s and p99 ≤ ${READ_P99_MS} ms ` +
      `(medians of the ${ROUNDS} rounds), and stable: ≥ ${READ_RATIO}× in every round, each round's endpoint against ` +
      "that round's baseline (the spread row: lowest ratio, and the runs' spread around their median); every endpoint: zero errors.",
    'The bearer token is a user signed up, verified (code from the local mailbox) and logged in through the API. ' +
      'POST user_events/theme is a write (one INSERT per request into PGlite): reported, with the zero-error budget.',
    `POST /api/auth/login is bounded by password hashing: scrypt N=2^15, r=8, p=1 (32 MiB, ${round(hashMs, 1)} ms a hash here, ` +
      `median of 5) on ${hashWorkers} libuv threads over ${availableParallelism()} cores caps it near ` +
      `${Math.round(loginCeiling)} logins/s, the baseline shown for its req/s. The logins rotate over ${LOGIN_ACCOUNTS} accounts ` +
      '(signed up and verified through the API), the right password each time: the limiter counts every login against its ' +
      `account until it succeeds (${authRateLimits.loginPerAccount.limit} per 15 min), and ${LOGIN_ACCOUNTS} accounts keep ` +
      `each at ${LOGINS_UNDER_WAY_PER_ACCOUNT} or fewer under way, as many different people logging in would.`,
  ];
  return {
    section: { id: 'api', title: '3. API on the local runtime (50 connections, 10 s)', notes, rows },
    memory: { runtimePeakMB: Math.max(...peaks.values()), baselineIdleMB, baselinePeakMB },
  };
}
