import type { Metrics } from '@aws-lambda-powertools/metrics';
import { MetricUnit } from '@aws-lambda-powertools/metrics';

/** The product's counters in CloudWatch: names dashboards and alarms read, so renaming one loses its history. */
export const BUSINESS_METRICS = {
  signUp: 'SignUps',
  login: 'Logins',
  invitationSent: 'InvitationsSent',
  /** Every error answer, with its catalog code as a dimension (`auth.wrongCredentials`, `common.internal`, …). */
  errorAnswered: 'ErrorAnswers',
} as const;

export type BusinessEvent = Exclude<keyof typeof BUSINESS_METRICS, 'errorAnswered'>;

/** Counts one sign-up, login or invitation sent. */
export function countEvent(metrics: Metrics, event: BusinessEvent): void {
  metrics.addMetric(BUSINESS_METRICS[event], MetricUnit.Count, 1);
}

/**
 * Counts one error answer by its code and status: a metric of its own (EMF allows one set of dimensions per
 * line), published at once, so the request's other metrics keep the group's dimensions only.
 */
export function countErrorAnswer(metrics: Metrics, code: string, status: number): void {
  const single = metrics.singleMetric();
  single.addDimensions({ code, status: String(status) });
  single.addMetric(BUSINESS_METRICS.errorAnswered, MetricUnit.Count, 1);
}
