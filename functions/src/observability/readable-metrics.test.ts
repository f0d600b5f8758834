import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { describe, expect, it } from 'vitest';
import { ReadableLogger } from './readable-logger';
import { ReadableMetrics } from './readable-metrics';

describe('ReadableMetrics (the local runtime)', () => {
  it("shows a request's metrics as one debug line once published, and knows when none are left", () => {
    const lines: string[] = [];
    const logger = new ReadableLogger({ serviceName: 'auth', logLevel: 'DEBUG' }, (line) => lines.push(line));
    const metrics = new ReadableMetrics(logger);
    expect(metrics.hasStoredMetrics()).toBe(false);

    metrics.addMetric('SignUps', MetricUnit.Count, 1);
    expect(metrics.hasStoredMetrics()).toBe(true);
    metrics.publishStoredMetrics();

    expect(metrics.hasStoredMetrics()).toBe(false);
    expect(lines.filter((line) => line.includes(' metrics '))).toEqual([
      expect.stringMatching(/ DEBUG auth metrics SignUps=1\b/),
    ]);
    metrics.addMetric('Logins', MetricUnit.Count, 1);
    metrics.clearMetrics();
    expect(metrics.hasStoredMetrics()).toBe(false);
  });
});
