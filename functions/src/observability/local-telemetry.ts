import { ReadableLogger } from './readable-logger';
import { ReadableMetrics } from './readable-metrics';
import type { Telemetry } from './telemetry';

/**
 * The local runtime's telemetry for one endpoint group: the Lambdas' log lines printed readably, metrics as debug
 * lines. KINWELL_LOG_LEVEL (or POWERTOOLS_LOG_LEVEL) sets the level; INFO by default.
 */
export function readableTelemetry(group: string, logLevel?: string): Telemetry {
  const logger = new ReadableLogger({
    serviceName: group,
    ...(logLevel ? { logLevel: logLevel as never } : {}),
  });
  return { logger, metrics: new ReadableMetrics(logger) };
}
