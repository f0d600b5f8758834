// Section 2: Lighthouse (mobile preset, simulated throttling) on /, /login, /signup and /self-care (the catalog a
// visitor sees), three runs each, interleaved with the hello-world baseline so drift on a shared machine lands on
// both alike.

import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from './frontend';
import { repoRoot, startCompressingServer } from './processes';
import { max, min, type Row, type Section } from './report';
import { median, runsOf } from './stats';

export const LIGHTHOUSE_PAGES = ['/', '/login', '/signup', '/self-care'] as const;
const PRERENDERED_BUDGET_PAGES = new Set<string>(['/', '/login', '/signup']);
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Audits below full marks in accessibility and best practices. */
  shortfalls: string[];
  /** Main-thread time by kind of work (Lighthouse's mainthread-work-breakdown, simulated CPU), in ms. */
  mainThread: Record<string, number>;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

function toRun({ lhr }: Result): Run {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const shortfalls = ['accessibility', 'best-practices'].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        // Inspector issues and the like name their kind per item (e.g. "Content security policy").
        const items = (lhr.audits[ref.id]?.details as { items?: { issueType?: unknown }[] } | undefined)?.items ?? [];
        const kinds = [...new Set(items.map((item) => item.issueType).filter((kind) => typeof kind === 'string'))];
        return kinds.length ? `${ref.id} (${kinds.join(', ')})` : ref.id;
      }),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    shortfalls,
    mainThread: Object.fromEntries(
      (
        (
          lhr.audits['mainthread-work-breakdown']?.details as {
            items?: { group: string; groupLabel?: string; duration: number }[];
          }
        )?.items ?? []
      ).map((item) => [item.groupLabel ?? item.group, item.duration]),
    ),
  };
}

export interface LighthouseInput {
  appUrl: string;
  baselineUrl: string;
  /** Whether the server sent scripts uncompressed (section 1 saw their content-encoding). */
  uncompressed: boolean;
}

const WHAT_IF = '/login served compressed';

export async function lighthouseSection({ appUrl, baselineUrl, uncompressed }: LighthouseInput): Promise<Section> {
  // What would meet the budget: the same build served brotli-compressed, as CloudFront would (only /login, for time).
  const compressed = uncompressed ? await startCompressingServer(join(repoRoot, 'frontend/dist')) : undefined;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  const targets = [
    ...LIGHTHOUSE_PAGES.map((path) => ({ key: path, url: `${appUrl}${path}` })),
    { key: 'baseline', url: `${baselineUrl}/` },
    ...(compressed ? [{ key: WHAT_IF, url: `${compressed.url}/login` }] : []),
  ];
  const runs = new Map<string, Run[]>(targets.map((target) => [target.key, []]));
  const started = performance.now();
  let version = '';
  try {
    for (let round = 0; round < RUNS; round++) {
      for (const target of targets) {
        const result = await lighthouse(target.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${target.url}`);
        version = result.lhr.lighthouseVersion;
        runs.get(target.key)?.push(toRun(result));
      }
    }
  } finally {
    chrome.kill();
    await compressed?.stop();
  }
  const seconds = (performance.now() - started) / 1000;

  const base = runs.get('baseline') ?? [];
  const med = (list: Run[], pick: (run: Run) => number) => median(list.map(pick));
  const rows: Row[] = [];
  const shortfalls = new Set<string>();
  for (const path of LIGHTHOUSE_PAGES) {
    const list = runs.get(path) ?? [];
    for (const run of list) for (const id of run.shortfalls) shortfalls.add(`${path}: ${id}`);
    const metric = (label: string, pick: (run: Run) => number, unit: Row['unit'], budgets?: Row['budgets']): Row => ({
      figure: `${path} · ${label}`,
      value: med(list, pick),
      unit,
      baseline: med(base, pick),
      note: `runs ${runsOf(list.map(pick), unit === '' ? 3 : 0)}`,
      ...(budgets ? { budgets } : {}),
    });
    // Issue 16: the prerendered pages / , /login and /signup paint their text from the HTML: performance 100 and
    // LCP ≤ 1.2 s; /self-care keeps issue 13's ≥ 95.
    const prerenderedBudgets = PRERENDERED_BUDGET_PAGES.has(path);
    rows.push(
      metric('performance', (r) => r.performance, 'score', [prerenderedBudgets ? min(100, '100') : min(95, '≥ 95')]),
      metric('accessibility', (r) => r.accessibility, 'score', [min(100, '100')]),
      metric('best practices', (r) => r.bestPractices, 'score', [min(100, '100')]),
      metric('LCP', (r) => r.lcp, 'ms', prerenderedBudgets ? [max(1200, '≤ 1.2 s')] : undefined),
      metric('TBT', (r) => r.tbt, 'ms'),
      metric('CLS', (r) => r.cls, ''),
    );
  }
  const notes = [
    `Lighthouse ${version} node API, default (mobile) config: Moto G Power emulation, simulated slow 4G and ` +
      `4× CPU slowdown; Debian Chromium \`--headless=new --no-sandbox\`; categories performance, accessibility, best practices. ` +
      `${RUNS} runs per page, medians shown; ${RUNS * targets.length} runs took ${Math.round(seconds)} s.`,
    'Baseline: the hello-world app of section 1, served by the same local runtime, run interleaved with the pages.',
  ];
  const whatIf = runs.get(WHAT_IF) ?? [];
  if (whatIf.length) {
    const login = runs.get('/login') ?? [];
    for (const [label, pick, unit] of [
      ['performance', (r: Run) => r.performance, 'score'],
      ['LCP', (r: Run) => r.lcp, 'ms'],
    ] as const) {
      rows.push({
        figure: `what-if: ${WHAT_IF} · ${label}`,
        value: med(whatIf, pick),
        unit,
        note: `runs ${runsOf(whatIf.map(pick))}; served uncompressed: ${Math.round(med(login, pick))}`,
      });
    }
    notes.push(
      'The local runtime serves files uncompressed, and Lighthouse simulates slow 4G from the bytes it saw, so the raw JS ' +
        'weighs on FCP/LCP here. The what-if rows serve the same frontend/dist brotli-compressed from a small static server ' +
        '(as CloudFront would compress it), interleaved with the other runs; they carry no budget.',
    );
  }
  notes.push(
    `Where the main thread went (Lighthouse's breakdown, in simulated ms, the run with the median TBT; TBT counts what ` +
      `tasks after the first contentful paint spend beyond 50 ms each): ${[...LIGHTHOUSE_PAGES, 'baseline']
        .map((key) => {
          const list = [...(runs.get(key) ?? [])].sort((a, b) => a.tbt - b.tbt);
          const run = list[Math.floor(list.length / 2)];
          if (!run) return '';
          const work = Object.entries(run.mainThread)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 4)
            .map(([group, ms]) => `${group} ${Math.round(ms)}`)
            .join(', ');
          return `${key === 'baseline' ? 'the hello world' : key}: ${work}`;
        })
        .filter(Boolean)
        .join('; ')}.`,
  );
  notes.push(
    'What a score of 100 takes: with LCP near 0.9 s, Lighthouse 12 rounds the score to 100 only while TBT stays under ' +
      `about 95 ms (its TBT curve: 200 ms scores 0.90, 100 ms 0.98), i.e. no task after the first paint longer than ` +
      `~12 ms at full CPU speed. The hello world's own TBT here is ${Math.round(med(base, (r) => r.tbt))} ms: React's ` +
      "and the router's start alone cost about that; hydrating a page and starting its route adds to it.",
  );
  if (shortfalls.size) notes.push(`Audits below full marks in some run: ${[...shortfalls].join(', ')}.`);
  return { id: 'lighthouse', title: '2. Lighthouse (mobile), median of 3', notes, rows };
}
