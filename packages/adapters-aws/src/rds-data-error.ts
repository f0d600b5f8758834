import { ServiceUnavailableError } from '@kinwell/core';

// The Data API reports a PostgreSQL error as text ending in "; SQLState: 23505"; nothing else carries the code.
const SQL_STATE = /SQLState: ?([0-9A-Z]{5})/;
const SQL_SNIPPET_LENGTH = 120;

const HINTS: Readonly<Record<string, string>> = {
  DatabaseResumingException: 'the Aurora database is resuming from a pause; retry in a few seconds',
  DatabaseUnavailableException: 'the database writer is not available',
  StatementTimeoutException: 'the statement ran longer than the Data API allows',
  TransactionNotFoundException: 'the transaction ended already (timed out, committed or rolled back)',
  HttpEndpointNotEnabledException: 'the cluster does not have the Data API (HTTP endpoint) enabled',
};

const describe = (error: unknown): { name: string; message: string } =>
  error instanceof Error ? { name: error.name, message: error.message } : { name: 'Error', message: String(error) };

/**
 * A failed Data API call. `code` is the PostgreSQL SQLSTATE when the database refused the statement, as
 * PGlite's errors carry it, so callers can tell a unique violation (23505) from other failures in either
 * runtime. The SDK's own error stays in `cause`.
 */
export class RdsDataApiError extends Error {
  readonly code: string | undefined;
  readonly operation: string;

  constructor(operation: string, cause: unknown, sql?: string) {
    const { name, message } = describe(cause);
    const hint = HINTS[name];
    const statement = sql ? ` [SQL: ${sql.replace(/\s+/g, ' ').trim().slice(0, SQL_SNIPPET_LENGTH)}]` : '';
    super(`RDS Data API ${operation} failed: ${name}: ${message}${hint ? ` (${hint})` : ''}${statement}`, { cause });
    this.name = 'RdsDataApiError';
    this.operation = operation;
    this.code = SQL_STATE.exec(message)?.[1];
  }
}

/**
 * The database did not come back within the retries (still resuming, failing over or throttling): a 503 telling the
 * member to try again in a few seconds rather than a 500. The Data API's own error, with the SQL, is the `cause`.
 */
export class DatabaseUnavailableError extends ServiceUnavailableError {
  readonly operation: string;

  constructor(operation: string, cause: RdsDataApiError) {
    super(undefined, undefined, undefined, { cause });
    this.operation = operation;
  }
}
