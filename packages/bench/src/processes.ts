// Child processes of the bench: builds, the local runtime and the baseline server (each its own process, on
// loopback), and the workers that generate load or time a cold start, so the measurer never shares a process
// with what it measures.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../../..');
export const benchRoot = resolve(import.meta.dirname, '..');
export const workersDir = join(import.meta.dirname, 'workers');
export const runtimeBundle = join(repoRoot, 'packages/local-runtime/dist/server.mjs');
export const HOST = '127.0.0.1';

/** Runs a command to completion; its output is kept and shown only if it fails. */
export function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  return new Promise<void>((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-4000)}`));
    });
  });
}

/** A free TCP port on loopback (asked of the OS, then released for the child to take). */
export function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePromise(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `url` until it answers 2xx; resolves with the time that took from `since` (performance.now()). */
export async function waitForAnswer(url: string, since: number, child?: ChildProcess, timeoutMs = 60_000) {
  const deadline = since + timeoutMs;
  while (performance.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    await sleep(10);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status, kB → MB). */
export function rssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return kb / 1024;
}

const CLOCK_TICKS_PER_S = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/**
 * CPU time a process has used so far, user and system, in µs (utime + stime of /proc/<pid>/stat). Unlike its
 * req/s, a server's CPU per request holds when other processes share the cores.
 */
export function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS_PER_S;
}

/** Samples a process's RSS every `intervalMs` until stopped; answers the peak and the samples. */
export function sampleRss(pid: number, intervalMs = 200) {
  const samples: number[] = [];
  const take = () => {
    try {
      samples.push(rssMB(pid));
    } catch {
      // The process ended.
    }
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { peak: Math.max(...samples), samples };
    },
  };
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** Spawn to first 2xx answer, ms. */
  readyMs: number;
  stop(): Promise<void>;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolvePromise();
    });
    child.kill('SIGTERM');
  });
}

async function startServer(args: string[], env: NodeJS.ProcessEnv, readyPath: string): Promise<ServerProcess> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://${HOST}:${port}`;
  try {
    const readyMs = await waitForAnswer(`${url}${readyPath}`, started, child);
    return { url, pid: child.pid as number, readyMs, stop: () => stopChild(child) };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

/**
 * The built local runtime (`node packages/local-runtime/dist/server.mjs`) over `dataDir`, demo company seeded,
 * serving frontend/dist or, given `staticDir`, another build.
 */
export function startRuntime(dataDir: string, staticDir?: string): Promise<ServerProcess> {
  return startServer(
    [runtimeBundle],
    { KINWELL_DATA_DIR: dataDir, KINWELL_SEED_DEMO: 'true', ...(staticDir ? { KINWELL_STATIC_DIR: staticDir } : {}) },
    '/api/s3/validate-domain?domain=acme.example',
  );
}

/** The API baseline: a bare node:http server answering a fixed JSON. */
export function startBaselineServer(): Promise<ServerProcess> {
  return startServer([join(workersDir, 'baseline-server.mjs')], {}, '/');
}

/** A static server that compresses like a CDN (brotli/gzip), for the what-if of section 2. */
export function startCompressingServer(staticDir: string): Promise<ServerProcess> {
  return startServer([join(workersDir, 'static-server.mjs')], { STATIC_DIR: staticDir }, '/');
}

/** Runs a worker script in a fresh Node process and parses the JSON it prints last. */
export function runWorker<T>(script: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<T> {
  return runJsonProcess([join(workersDir, script), ...args], { env, label: `${script} ${args.join(' ')}` });
}

/**
 * Runs one of the bench's own TypeScript entry points (src/…-only.ts) with `--json` in a fresh Node process, through
 * the same loader as this one (tsx), and parses the section it prints last. A timing section run so starts on a small
 * heap: in the bench's own process, the garbage collector of what earlier sections left behind lands in its p95.
 */
export function runSectionProcess<T>(entry: string): Promise<T> {
  return runJsonProcess([...process.execArgv, join(repoRoot, 'packages/bench/src', entry), '--json'], {
    label: `${entry} --json`,
    echo: true,
  });
}

interface JsonProcessOptions {
  env?: NodeJS.ProcessEnv;
  /** What a failure names the process by. */
  label: string;
  /** Pass the process's progress lines on to this one's output. */
  echo?: boolean;
}

function runJsonProcess<T>(args: string[], { env = {}, label, echo = false }: JsonProcessOptions): Promise<T> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      // Progress lines, as the section would print them in this process; the JSON it ends with stays quiet.
      if (echo && !String(chunk).startsWith('{')) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = stdout.trim().split('\n').at(-1) ?? '';
      try {
        if (code !== 0) throw new Error(`exit ${code}`);
        resolvePromise(JSON.parse(last) as T);
      } catch (error) {
        reject(new Error(`${label}: ${String(error)}\n${stderr.slice(-3000)}\n${stdout.slice(-1000)}`));
      }
    });
  });
}
