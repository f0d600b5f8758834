import type { DiagnosticLog } from '../ports/diagnostic-log';
import { DomainError } from '../shared/errors';

/** The CRM behind the API failed (Zoho down, throttling past our retries, a refused record): 502. */
export class CrmFailedError extends DomainError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, 502);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/**
 * Runs a CRM call; a failure that is not already a domain answer (403, 404, …) becomes a 502 with the
 * fallback message the front end would show (spec §8), the cause logged for us on `log`.
 */
export async function crmCall<T>(log: DiagnosticLog, failureMessage: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    log.error(`CRM call failed: ${failureMessage}`, {
      error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
    });
    throw new CrmFailedError(failureMessage, { cause: error });
  }
}
