// This function's logger and metrics, built once per cold start: its service (the endpoint group) and the metrics'
// namespace (per environment) come from POWERTOOLS_SERVICE_NAME and POWERTOOLS_METRICS_NAMESPACE, which infra's
// ApiFunction sets.
import { jsonTelemetry } from '../../observability/telemetry';

export const lambdaTelemetry = jsonTelemetry();
