/** Fields every Lambda line has that say nothing on a developer's terminal (one process, no ARN, no X-Ray). */
const HIDDEN = new Set([
  'timestamp',
  'level',
  'service',
  'message',
  'cold_start',
  'function_arn',
  'function_memory_size',
  'function_name',
  'function_request_id',
  'sampling_rate',
  'xray_trace_id',
]);

const value = (field: unknown) => {
  const text = typeof field === 'string' ? field : JSON.stringify(field);
  return /[\s"=]/.test(text) ? JSON.stringify(text) : text;
};

/** `error.name=TypeError error.message="…"`: nested objects one key each, arrays as JSON. */
function keyFields(attributes: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(attributes).flatMap(([key, field]) => {
    if (field === undefined || (!prefix && HIDDEN.has(key))) return [];
    // A stack trace is many lines; its first frame (Powertools' `location`) says where.
    if (key === 'stack') return [];
    if (field !== null && typeof field === 'object' && !Array.isArray(field)) {
      return keyFields(field as Record<string, unknown>, `${prefix}${key}.`);
    }
    return [`${prefix}${key}=${value(field)}`];
  });
}

/**
 * One log line as a developer reads it in the local runtime's terminal: time, level, group, message, then the key
 * fields as key=value, on one line: `14:03:07.412 ERROR auth Unhandled error routeKey="GET /api/auth/user" …`.
 * Takes the attributes of the JSON line the same code writes in AWS, so both say the same.
 */
export function readableLine(attributes: Record<string, unknown>): string {
  const time = String(attributes.timestamp ?? new Date().toISOString()).slice(11, 23);
  const level = String(attributes.level ?? 'INFO').padEnd(5);
  const service = String(attributes.service ?? '-');
  return [time, level, service, String(attributes.message ?? ''), ...keyFields(attributes)].join(' ');
}
