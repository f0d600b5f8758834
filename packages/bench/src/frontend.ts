// Section 1: the JS and CSS each route of the production build makes a browser load. Route chunks are lazy, so
// the files are what headless Chromium actually fetched for the page, summed per kind, then compressed here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { build } from 'vite';
import type { BenchUser } from './accounts';
import { benchRoot, repoRoot } from './processes';
import { max, type Row, type Section } from './report';
import { APP_CODE, scriptComposition } from './script-composition';
import { add, empty, kB, type Sizes, sum } from './sizes';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const baselineAppDir = join(benchRoot, 'baseline-app');
export const ROUTES = ['/', '/login', '/signup', '/onboarding'] as const;

/** Builds the hello-world baseline with the front end's Vite and React plugin versions (checked, not assumed). */
export async function buildBaselineApp(outDir: string): Promise<{ vite: string; react: string }> {
  const frontend = JSON.parse(readFileSync(join(repoRoot, 'frontend/package.json'), 'utf8'));
  const bench = JSON.parse(readFileSync(join(benchRoot, 'package.json'), 'utf8'));
  for (const name of [
    'vite',
    '@vitejs/plugin-react',
    'react',
    'react-dom',
    '@tanstack/react-router',
    '@tanstack/react-query',
  ]) {
    const theirs = frontend.dependencies[name] ?? frontend.devDependencies[name];
    const ours = bench.dependencies[name];
    if (theirs !== ours) console.warn(`! baseline uses ${name}@${ours}, the front end ${theirs}: align packages/bench`);
  }
  await build({
    root: baselineAppDir,
    configFile: false,
    logLevel: 'warn',
    base: '/',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, assetsDir: 'assets', sourcemap: true },
  });
  return { vite: bench.dependencies.vite, react: bench.dependencies.react };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface RouteLoad {
  path: string;
  finalPath: string;
  js: Sizes;
  css: Sizes;
  /** Each script fetched, by URL path, with its sizes: what lets a route's load be compared with another's. */
  scripts: Map<string, Sizes>;
  /** content-encoding the server sent for scripts (none = uncompressed on the wire). */
  encodings: string[];
}

const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;

/** Loads `path` in a fresh browser context (empty cache) and sums the scripts and style sheets it fetched. */

export async function loadRoute(
  browser: Browser,
  baseUrl: string,
  path: string,
  storageState?: StorageState,
): Promise<RouteLoad> {
  const context = await browser.newContext(storageState ? { storageState } : {});
  const page = await context.newPage();
  const bodies = new Map<string, { type: 'script' | 'stylesheet'; body: Promise<Buffer>; encoding: string }>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && !bodies.has(response.url())) {
      bodies.set(response.url(), {
        type,
        body: response.body(),
        encoding: response.headers()['content-encoding'] ?? 'none',
      });
    }
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  const load: RouteLoad = {
    path,
    finalPath: new URL(page.url()).pathname,
    js: empty(),
    css: empty(),
    scripts: new Map(),
    encodings: [],
  };
  for (const [url, { type, body, encoding }] of bodies) {
    if (type === 'stylesheet') add(load.css, await body);
    else {
      const own = empty();
      add(own, await body);
      load.scripts.set(new URL(url).pathname, own);
      load.js = sum([load.js, own]);
    }
    if (type === 'script' && !load.encodings.includes(encoding)) load.encodings.push(encoding);
  }
  await context.close();
  return load;
}

/** Signs in through the login form, as a person would, and answers the context's cookies and storage. */
export async function signedInState(browser: Browser, baseUrl: string, user: BenchUser, redirect = '/onboarding') {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent(redirect)}`, { waitUntil: 'networkidle' });
    await page.fill('input[name="email"]', user.email);
    await page.fill('input[name="password"]', user.password);
    await page.press('input[name="password"]', 'Enter');
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export interface FrontendInput {
  browser: Browser;
  /** The local runtime serving frontend/dist. */
  appUrl: string;
  /** The local runtime serving the baseline's build. */
  baselineUrl: string;
  user: BenchUser;
  versions: { vite: string; react: string };
}

export async function frontendSection({
  browser,
  appUrl,
  baselineUrl,
  user,
  versions,
}: FrontendInput): Promise<{ section: Section; scriptEncodings: string[] }> {
  const baseline = await loadRoute(browser, baselineUrl, '/');
  const notes: string[] = [];
  let state: StorageState | undefined;
  try {
    state = await signedInState(browser, appUrl, user);
  } catch (error) {
    notes.push(
      `Signing in through the login form failed (${String(error).split('\n')[0]}): /onboarding was loaded as a guest.`,
    );
  }
  const loads: RouteLoad[] = [];
  for (const path of ROUTES)
    loads.push(await loadRoute(browser, appUrl, path, path === '/onboarding' ? state : undefined));

  const rows: Row[] = [];
  for (const load of loads) {
    const where = load.finalPath === load.path ? load.path : `${load.path} (ended at ${load.finalPath})`;
    const isLogin = load.path === '/login';
    rows.push(
      {
        figure: `${where} · JS gzip`,
        value: load.js.gzip,
        unit: 'B',
        baseline: baseline.js.gzip,
        note: `${files(load.js.files)}, ${kB(load.js.raw)} raw`,
        ...(isLogin ? { budgets: [max(115_000, '≤ 115 kB'), max(25_000, '≤ baseline + 25 kB', 'delta')] } : {}),
      },
      { figure: `${where} · JS brotli`, value: load.js.brotli, unit: 'B', baseline: baseline.js.brotli },
      {
        figure: `${where} · CSS gzip`,
        value: load.css.gzip,
        unit: 'B',
        baseline: baseline.css.gzip,
        note: `${files(load.css.files)}, ${kB(load.css.raw)} raw`,
        budgets: [max(15_000, '≤ 15 kB')],
      },
      { figure: `${where} · CSS brotli`, value: load.css.brotli, unit: 'B', baseline: baseline.css.brotli },
    );
  }
  const login = loads.find((load) => load.path === '/login');
  if (login) notes.push(loginComposition(login, baseline));
  const scriptEncodings = [...new Set(loads.flatMap((load) => load.encodings))];
  const encodings = scriptEncodings.join(', ');
  const onTheWire = scriptEncodings.every((encoding) => encoding === 'none')
    ? 'uncompressed on the wire'
    : 'it compresses text as CloudFront does, brotli or gzip as the browser accepts; the compressed sizes are computed here either way';
  notes.unshift(
    'Each route was loaded in headless Chromium (fresh context, empty cache) from the local runtime serving `frontend/dist`, ' +
      'until the network was idle; every script and style sheet it fetched (entry, preloads, lazy route chunks, locale catalog) ' +
      'is summed. Compressed sizes are computed here with node:zlib (gzip level 9, brotli quality 11).',
    `Baseline: a React 19 + TanStack Router + TanStack Query hello world (packages/bench/baseline-app) built in this run with ` +
      `Vite ${versions.vite} and React ${versions.react} (the front end's versions), served by the same runtime: ` +
      `${files(baseline.js.files)} of JS, ${kB(baseline.js.raw)} raw.`,
    `/onboarding is loaded signed in (a user signed up, verified and logged in through the login form). ` +
      `The local runtime sent scripts with content-encoding: ${encodings} (${onTheWire}).`,
  );
  return {
    section: { id: 'frontend', title: '1. Front end: JS and CSS loaded per route', notes, rows },
    scriptEncodings,
  };
}

/**
 * What /login's scripts are made of (script-composition.ts: each byte traced to a package by the source maps, each
 * part gzipped alone), against the room its budget leaves: what a shortfall is made of and what would meet it.
 */
function loginComposition(login: RouteLoad, baseline: RouteLoad): string {
  const parts = scriptComposition(join(repoRoot, 'frontend/dist'), [...login.scripts.keys()]);
  const app = parts.find((part) => part.name === APP_CODE)?.gzip ?? 0;
  const libraries = parts.filter((part) => part.name !== APP_CODE);
  const librariesGzip = libraries.reduce((total, part) => total + part.gzip, 0);
  return (
    `What /login's JS is made of (each part gzipped alone, traced through the source maps): the app's own code ` +
    `${kB(app)}; libraries ${kB(librariesGzip)} (${libraries
      .slice(0, 6)
      .map((part) => `${part.name} ${kB(part.gzip)}`)
      .join(', ')}, others ${kB(libraries.slice(6).reduce((total, part) => total + part.gzip, 0))}). ` +
    `The hello world with React, the router and TanStack Query alone is ${kB(baseline.js.gzip)}: a 115 kB budget leaves ` +
    `${kB(115_000 - baseline.js.gzip)} for everything else. ` +
    (login.js.gzip > 115_000
      ? `Meeting it means ${kB(login.js.gzip - 115_000)} less: more than the app's code can lose and still sign a ` +
        `person in, in five languages; a first page without one of the three libraries (TanStack Query is ` +
        `${kB(parts.filter((part) => part.name.includes('query')).reduce((total, part) => total + part.gzip, 0))}) would.`
      : 'The page is within it.')
  );
}
