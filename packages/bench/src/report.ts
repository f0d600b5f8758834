// The report's model and its two renderings (markdown for people, JSON for tools). Each row is one figure,
// optionally compared with a baseline measured in the same run, and checked against zero or more budgets.

/**
 * A budget on a row: `max` or `min` applies to the row's value, to value / baseline (`ratio`) or to
 * value - baseline (`delta`). The label is what the report shows, e.g. "≤ 130 kB".
 */
export interface Budget {
  label: string;
  of: 'value' | 'ratio' | 'delta';
  max?: number;
  min?: number;
}

export type Verdict = 'PASS' | 'FAIL' | 'INFO';

export type Unit = 'B' | 'ms' | 'µs' | 'req/s' | 'MB' | 'score' | 'count' | '';

export interface Row {
  figure: string;
  value: number | null;
  unit: Unit;
  baseline?: number | null;
  budgets?: Budget[];
  /** Shown after the value, e.g. "median of 3: 91, 93, 95". */
  note?: string;
}

export interface Section {
  id: string;
  title: string;
  /** How it was measured, what the baseline is, anything a reader needs to trust the figures. */
  notes: string[];
  rows: Row[];
}

export interface Machine {
  nproc: number;
  cpu: string;
  memoryGiB: number;
  node: string;
  platform: string;
}

export interface Report {
  date: string;
  machine: Machine;
  totalSeconds: number;
  sections: Section[];
}

export const max = (limit: number, label: string, of: Budget['of'] = 'value'): Budget => ({ label, of, max: limit });
export const min = (limit: number, label: string, of: Budget['of'] = 'value'): Budget => ({ label, of, min: limit });

/**
 * The row that says whether a scale section's p95 stayed flat: the largest stage's over the smallest's (≈ 1 is flat).
 * None when there are fewer than two stages.
 */
export function growthRow(stages: readonly { events: number; p95: number }[], note: string): Row[] {
  const first = stages[0];
  const last = stages.at(-1);
  if (!first || !last || first === last) return [];
  const size = (events: number) => (events >= 1_000_000 ? `${events / 1_000_000}M` : `${events / 1_000}k`);
  return [
    {
      figure: `growth: p95 at ${size(last.events)} ÷ p95 at ${size(first.events)}`,
      value: last.p95 / first.p95,
      unit: '',
      note,
    },
  ];
}

/** value / baseline, or null when either is missing or the baseline is zero. */
export function ratio(value: number | null, baseline: number | null | undefined): number | null {
  if (value === null || baseline === null || baseline === undefined || baseline === 0) return null;
  return value / baseline;
}

function subject(row: Row, budget: Budget): number | null {
  if (row.value === null) return null;
  if (budget.of === 'value') return row.value;
  if (row.baseline === null || row.baseline === undefined) return null;
  return budget.of === 'ratio' ? ratio(row.value, row.baseline) : row.value - row.baseline;
}

/** Whether one budget holds; a figure that could not be measured fails its budget. */
export function meets(row: Row, budget: Budget): boolean {
  const x = subject(row, budget);
  if (x === null || Number.isNaN(x)) return false;
  if (budget.max !== undefined && x > budget.max) return false;
  if (budget.min !== undefined && x < budget.min) return false;
  return true;
}

/** PASS when every budget holds, FAIL when one does not, INFO for a figure without a budget. */
export function verdict(row: Row): Verdict {
  if (!row.budgets?.length) return 'INFO';
  return row.budgets.every((budget) => meets(row, budget)) ? 'PASS' : 'FAIL';
}

function trimmed(n: number, digits: number): string {
  return n.toFixed(digits).replace(/\.0+$|(\.\d*?)0+$/, '$1');
}

/** A figure in its unit: bytes in kB (1 kB = 1000 B, as Vite prints them), ms with one decimal below 10. */
export function formatValue(value: number | null | undefined, unit: Unit): string {
  if (value === null || value === undefined || Number.isNaN(value)) return 'n/a';
  switch (unit) {
    case 'B':
      return `${trimmed(value / 1000, 1)} kB`;
    case 'ms':
      return `${trimmed(value, value < 10 ? 2 : value < 100 ? 1 : 0)} ms`;
    case 'µs':
      return `${Math.round(value).toLocaleString('en-US')} µs`;
    case 'req/s':
      return `${Math.round(value).toLocaleString('en-US')} req/s`;
    case 'MB':
      return `${trimmed(value, 1)} MB`;
    case 'score':
      return trimmed(value, 0);
    case 'count':
      return Math.round(value).toLocaleString('en-US');
    default:
      return trimmed(value, 3);
  }
}

export function formatRatio(value: number | null): string {
  if (value === null) return '—';
  return `${value >= 10 ? trimmed(value, 1) : trimmed(value, 2)}×`;
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

export function sectionMarkdown(section: Section): string {
  const lines = [`## ${section.title}`, ''];
  for (const note of section.notes) lines.push(`- ${note}`);
  if (section.notes.length) lines.push('');
  lines.push('| Figure | Value | Baseline | Ratio | Budget | Verdict |', '| --- | --- | --- | --- | --- | --- |');
  for (const row of section.rows) {
    const value = formatValue(row.value, row.unit) + (row.note ? ` (${row.note})` : '');
    const baseline = row.baseline === undefined ? '—' : formatValue(row.baseline, row.unit);
    const budgets = row.budgets?.map((budget) => budget.label).join('; ') || '—';
    const mark = verdict(row);
    const cells = [
      row.figure,
      value,
      baseline,
      formatRatio(ratio(row.value, row.baseline)),
      budgets,
      mark === 'FAIL' ? '**FAIL**' : mark,
    ];
    lines.push(`| ${cells.map(escapeCell).join(' | ')} |`);
  }
  return lines.join('\n');
}

/** Every row with a failed budget, as "section: figure = value (budget …)". */
export function failures(report: Report): string[] {
  return report.sections.flatMap((section) =>
    section.rows
      .filter((row) => verdict(row) === 'FAIL')
      .map((row) => {
        const budgets = row.budgets?.map((budget) => budget.label).join('; ');
        return `${section.id}: ${row.figure} = ${formatValue(row.value, row.unit)} (budget ${budgets})`;
      }),
  );
}

export function reportMarkdown(report: Report): string {
  const { machine } = report;
  const failed = failures(report);
  const budgeted = report.sections.flatMap((s) => s.rows).filter((row) => row.budgets?.length).length;
  const header = [
    '# Kinwell benchmarks (latest run)',
    '',
    `Run ${report.date} by \`npm run bench\` in ${Math.round(report.totalSeconds)} s on ${machine.nproc} cores (${machine.cpu}), ` +
      `${machine.memoryGiB} GiB, Node ${machine.node} (${machine.platform}). Everything ran on loopback (127.0.0.1).`,
    '',
    'Timings are medians of several runs; every ratio is the figure divided by a baseline measured in the same run. ' +
      'Sizes are in kB (1 kB = 1000 B). The JSON twin of this file is `latest.json`.',
    '',
    `**${budgeted - failed.length} of ${budgeted} budgeted figures pass.**${failed.length ? ' Falling short:' : ''}`,
  ];
  if (failed.length) header.push('', ...failed.map((line) => `- ${line}`));
  return `${[header.join('\n'), ...report.sections.map(sectionMarkdown)].join('\n\n')}\n`;
}

/** The JSON report: the same rows, each with its ratio and verdict spelled out. */
export function reportJson(report: Report): string {
  const sections = report.sections.map((section) => ({
    ...section,
    rows: section.rows.map((row) => ({ ...row, ratio: ratio(row.value, row.baseline), verdict: verdict(row) })),
  }));
  return `${JSON.stringify({ ...report, failures: failures(report), sections }, null, 2)}\n`;
}
