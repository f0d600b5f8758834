import { describe, expect, it } from 'vitest';
import {
  failures,
  formatRatio,
  formatValue,
  growthRow,
  max,
  min,
  type Report,
  type Row,
  ratio,
  reportJson,
  reportMarkdown,
  sectionMarkdown,
  verdict,
} from './report';

const row = (overrides: Partial<Row>): Row => ({ figure: 'x', value: 10, unit: 'ms', ...overrides });

describe('ratio', () => {
  it('divides by the baseline, and has none without one', () => {
    expect(ratio(50, 200)).toBe(0.25);
    expect(ratio(50, 0)).toBeNull();
    expect(ratio(50, undefined)).toBeNull();
    expect(ratio(null, 10)).toBeNull();
  });
});

describe('verdict', () => {
  it('is INFO for a figure without a budget', () => {
    expect(verdict(row({}))).toBe('INFO');
  });

  it('checks a budget on the value, inclusive at the limit', () => {
    expect(verdict(row({ value: 25, budgets: [max(25, '≤ 25 ms')] }))).toBe('PASS');
    expect(verdict(row({ value: 25.1, budgets: [max(25, '≤ 25 ms')] }))).toBe('FAIL');
    expect(verdict(row({ value: 95, unit: 'score', budgets: [min(95, '≥ 95')] }))).toBe('PASS');
  });

  it('checks a budget on the ratio to the baseline', () => {
    const reads = (value: number) => row({ value, baseline: 10_000, budgets: [min(0.4, '≥ 40%', 'ratio')] });
    expect(verdict(reads(4_000))).toBe('PASS');
    expect(verdict(reads(3_999))).toBe('FAIL');
  });

  it('checks a budget on the difference from the baseline', () => {
    const login = (value: number) =>
      row({ value, unit: 'B', baseline: 100_000, budgets: [max(25_000, '+25 kB', 'delta')] });
    expect(verdict(login(125_000))).toBe('PASS');
    expect(verdict(login(125_001))).toBe('FAIL');
  });

  it('passes only when every budget holds', () => {
    const budgets = [max(130_000, '≤ 130 kB'), max(25_000, '+25 kB', 'delta')];
    expect(verdict(row({ value: 129_000, baseline: 100_000, budgets }))).toBe('FAIL');
    expect(verdict(row({ value: 120_000, baseline: 100_000, budgets }))).toBe('PASS');
  });

  it('fails a budget it cannot check: no value, or a ratio without a baseline', () => {
    expect(verdict(row({ value: null, budgets: [max(10, '≤ 10')] }))).toBe('FAIL');
    expect(verdict(row({ value: 1, budgets: [max(2, '≤ 2×', 'ratio')] }))).toBe('FAIL');
    expect(verdict(row({ value: Number.NaN, budgets: [max(10, '≤ 10')] }))).toBe('FAIL');
  });
});

describe('formatting', () => {
  it('shows each unit readably', () => {
    expect(formatValue(125_700, 'B')).toBe('125.7 kB');
    expect(formatValue(130_000, 'B')).toBe('130 kB');
    expect(formatValue(1.234, 'ms')).toBe('1.23 ms');
    expect(formatValue(31.84, 'ms')).toBe('31.8 ms');
    expect(formatValue(248.4, 'ms')).toBe('248 ms');
    expect(formatValue(24_059.4, 'req/s')).toBe('24,059 req/s');
    expect(formatValue(0.0512, '')).toBe('0.051');
    expect(formatValue(null, 'ms')).toBe('n/a');
    expect(formatRatio(0.1234)).toBe('0.12×');
    expect(formatRatio(2)).toBe('2×');
    expect(formatRatio(null)).toBe('—');
  });

  it('renders a section as a table with the verdict of each row', () => {
    const markdown = sectionMarkdown({
      id: 'api',
      title: '3. API',
      notes: ['a note'],
      rows: [
        row({ figure: 'GET /a · p99', value: 31.8, baseline: 6.4, budgets: [max(25, '≤ 25 ms')] }),
        row({ figure: 'GET /a | raw', value: 1, note: 'runs 1, 2' }),
      ],
    });
    expect(markdown).toContain('- a note');
    expect(markdown).toContain('| GET /a · p99 | 31.8 ms | 6.4 ms | 4.97× | ≤ 25 ms | **FAIL** |');
    expect(markdown).toContain('| GET /a \\| raw | 1 ms (runs 1, 2) | — | — | — | INFO |');
  });

  it('lists what falls short in the header and the JSON', () => {
    const report: Report = {
      date: '2026-11-22T00:00:00.000Z',
      machine: { nproc: 2, cpu: 'cpu', memoryGiB: 24, node: 'v20.20.2', platform: 'linux x64' },
      totalSeconds: 300,
      sections: [
        {
          id: 's',
          title: '5. Scale',
          notes: [],
          rows: [row({ figure: 'p95', value: 12, budgets: [max(10, '≤ 10 ms')] }), row({ figure: 'p50', value: 1 })],
        },
      ],
    };
    const failed = 's: p95 = 12 ms (budget ≤ 10 ms)';
    expect(failures(report)).toEqual([failed]);
    expect(reportMarkdown(report)).toContain(`**0 of 1 budgeted figures pass.** Falling short:\n\n- ${failed}\n`);
    const json = JSON.parse(reportJson(report));
    expect(json.failures).toEqual([failed]);
    expect(json.sections[0].rows[0]).toMatchObject({ verdict: 'FAIL', ratio: null });
    expect(json.sections[0].rows[1]).toMatchObject({ verdict: 'INFO' });
  });
});

describe('growthRow', () => {
  it('divides the largest stage p95 by the smallest, naming both sizes', () => {
    const stages = [
      { events: 10_000, p95: 2 },
      { events: 100_000, p95: 2.5 },
      { events: 1_000_000, p95: 3 },
    ];
    expect(growthRow(stages, 'flat')).toEqual([
      { figure: 'growth: p95 at 1M ÷ p95 at 10k', value: 1.5, unit: '', note: 'flat' },
    ]);
  });

  it('gives no row for fewer than two stages', () => {
    expect(growthRow([{ events: 10_000, p95: 2 }], 'flat')).toEqual([]);
    expect(growthRow([], 'flat')).toEqual([]);
  });
});
