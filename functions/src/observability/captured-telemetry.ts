import { ReadableLogger } from './readable-logger';
import { ReadableMetrics } from './readable-metrics';
import type { Telemetry } from './telemetry';

/** Telemetry for tests: the lines a group logs, kept (readable, as the local runtime prints them) for assertions. */
export function capturedTelemetry(service = 'test'): { telemetry: Telemetry; lines: string[] } {
  const lines: string[] = [];
  const logger = new ReadableLogger({ serviceName: service }, (line) => lines.push(line));
  return { telemetry: { logger, metrics: new ReadableMetrics(logger) }, lines };
}
