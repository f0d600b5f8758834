import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { withoutPersonalData } from './personal-data';

/**
 * What a function reports through: its log lines and its metrics (Powertools for AWS Lambda), one pair per endpoint
 * group. Routes and the error mapping get it with each request (RouteInput), composition roots build it once.
 */
export interface Telemetry {
  logger: Logger;
  metrics: Metrics;
}

export interface TelemetryOptions {
  /** The endpoint group, e.g. `auth`; else POWERTOOLS_SERVICE_NAME (infra's ApiFunction sets it per function). */
  service?: string;
  /** CloudWatch namespace of the metrics; else POWERTOOLS_METRICS_NAMESPACE (per environment, infra's config). */
  namespace?: string;
}

/**
 * Metrics' own notices go to the group's log: "no metrics to publish" (most requests record none) and "namespace
 * should be defined" (a test's telemetry) at debug level, so they stay out of the logs unless asked for.
 */
export const metricsNotices = (logger: Logger) => ({
  trace: (...args: unknown[]) => logger.debug(String(args[0] ?? '')),
  debug: (...args: unknown[]) => logger.debug(String(args[0] ?? '')),
  info: (...args: unknown[]) => logger.debug(String(args[0] ?? '')),
  warn: (...args: unknown[]) => logger.debug(String(args[0] ?? '')),
  error: (...args: unknown[]) => logger.error(String(args[0] ?? '')),
});

/**
 * JSON log lines (request id and cold-start flag on each, personal data removed) and EMF metrics on stdout, which
 * CloudWatch reads in AWS: no SDK client, no call at the end of a request.
 */
export function jsonTelemetry(options: TelemetryOptions = {}): Telemetry {
  const logger = new Logger({ serviceName: options.service, jsonReplacerFn: withoutPersonalData });
  const metrics = new Metrics({
    serviceName: options.service,
    namespace: options.namespace,
    logger: metricsNotices(logger),
  });
  return { logger, metrics };
}
