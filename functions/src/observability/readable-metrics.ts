import type { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import type { MetricResolution, MetricUnit } from '@aws-lambda-powertools/metrics/types';
import { metricsNotices } from './telemetry';

/**
 * The local runtime's metrics: the same calls as in AWS, each request's metrics shown as one debug line of its
 * group's log (`metrics SignUps=1`) instead of an EMF document no one collects here. No cold-start metric: the
 * process serves every group from its start.
 */
export class ReadableMetrics extends Metrics {
  readonly #logger: Logger;
  /**
   * Whether a metric was added since the last publish. Asked after every request; Powertools' own answer reads the
   * environment (AWS_LAMBDA_MAX_CONCURRENCY) each time, a cost the local server's reads measurably paid.
   */
  #stored = false;

  constructor(logger: Logger, single = false) {
    super({ namespace: 'kinwell-local', singleMetric: single, logger: metricsNotices(logger) });
    this.#logger = logger;
  }

  override addMetric(name: string, unit: MetricUnit, value: number, resolution?: MetricResolution): this {
    this.#stored = true;
    return super.addMetric(name, unit, value, resolution);
  }

  override hasStoredMetrics(): boolean {
    return this.#stored && super.hasStoredMetrics();
  }

  override clearMetrics(): void {
    this.#stored = false;
    super.clearMetrics();
  }

  override publishStoredMetrics(): this {
    if (this.hasStoredMetrics()) {
      const document = this.serializeMetrics() as Record<string, unknown>;
      const names = document._aws as { CloudWatchMetrics: { Metrics: { Name: string }[]; Dimensions: string[][] }[] };
      const fields: Record<string, unknown> = {};
      for (const { Name } of names.CloudWatchMetrics[0]?.Metrics ?? []) fields[Name] = document[Name];
      for (const dimension of names.CloudWatchMetrics[0]?.Dimensions[0] ?? []) fields[dimension] = document[dimension];
      this.#logger.debug('metrics', fields);
    }
    this.clearMetrics();
    this.clearDimensions();
    this.clearMetadata();
    return this;
  }

  override singleMetric(): Metrics {
    return new ReadableMetrics(this.#logger, true);
  }

  override captureColdStartMetric(): void {}
}
