/** A failure answered by Zoho (its `code`, `message` and `details`) or met on the way to it. */
export class ZohoApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(`Zoho ${status} ${code}: ${message}`);
    this.name = 'ZohoApiError';
  }

  /** Zoho's way of saying a record id does not exist. */
  get isInvalidId(): boolean {
    return this.code === 'INVALID_DATA' && this.details.api_name === 'id';
  }
}

/** Zoho's error body: `{ code, message, details, status: 'error' }`, at top level or per record in `data`. */
export function zohoErrorOf(status: number, body: unknown): ZohoApiError {
  const value = body as { code?: unknown; message?: unknown; details?: unknown; data?: unknown; error?: unknown };
  const first = Array.isArray(value?.data) ? (value.data[0] as typeof value) : value;
  const code =
    typeof first?.code === 'string' ? first.code : typeof value?.error === 'string' ? value.error : 'UNKNOWN';
  const message = typeof first?.message === 'string' ? first.message : 'no message';
  const details = first?.details && typeof first.details === 'object' ? (first.details as Record<string, unknown>) : {};
  return new ZohoApiError(message, status, code, details);
}
