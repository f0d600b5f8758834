import {
  BeginTransactionCommand,
  CommitTransactionCommand,
  ExecuteStatementCommand,
  type RDSDataClient,
  RollbackTransactionCommand,
} from '@aws-sdk/client-rds-data';
import type { DiagnosticLog, SqlDatabase, SqlExecutor, SqlParams, SqlResult } from '@kinwell/core';
import { DatabaseUnavailableError, RdsDataApiError } from './rds-data-error';
import { toSqlParameters } from './rds-data-parameters';
import { toRows } from './rds-data-records';
import { isRetryableDataApiError, type ResumeRetryOptions, retryWhileResuming } from './rds-data-retry';

export interface RdsDataDatabaseOptions {
  client: RDSDataClient;
  resourceArn: string;
  secretArn: string;
  database: string;
  /** How long to wait for a paused or busy database; give `remainingTimeMs` the invocation's deadline. */
  retry?: ResumeRetryOptions;
  /** Where a failed rollback is reported (the function's logger): the work's own error is the one thrown. */
  log: DiagnosticLog;
}

/**
 * The SQL port on Aurora PostgreSQL through the RDS Data API. Named parameters go through as they are
 * (the Data API speaks `:name`); rows come back typed by the result's column metadata. A call the Data API
 * turns away because the database is resuming (or busy) is sent again within the deadline; when the database
 * still does not answer, the call fails with a DatabaseUnavailableError (a 503), any other failure with an
 * RdsDataApiError.
 */
export class RdsDataDatabase implements SqlDatabase {
  constructor(readonly options: RdsDataDatabaseOptions) {}

  query<Row = Record<string, unknown>>(text: string, params?: SqlParams): Promise<SqlResult<Row>> {
    return this.execute<Row>(text, params);
  }

  async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    const { resourceArn, secretArn, database } = this.options;
    const { transactionId } = await this.call('BeginTransaction', (client) =>
      client.send(new BeginTransactionCommand({ resourceArn, secretArn, database })),
    );
    if (!transactionId) throw new RdsDataApiError('BeginTransaction', new Error('no transactionId in the answer'));

    let open = true;
    const tx: SqlExecutor = {
      query: <Row = Record<string, unknown>>(text: string, params?: SqlParams) =>
        open
          ? this.execute<Row>(text, params, transactionId)
          : Promise.reject(new Error('The transaction has finished; run statements inside its work function')),
    };

    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      open = false;
      await this.call('RollbackTransaction', (client) =>
        client.send(new RollbackTransactionCommand({ resourceArn, secretArn, transactionId })),
      ).catch((rollbackError: unknown) => {
        // The work's error is the one the caller must see; the Data API rolls back an abandoned
        // transaction itself when it times out, so a failed rollback only needs to be visible in the logs.
        this.options.log.warn('RDS Data API: rollback of the transaction failed', {
          transactionId,
          error: rollbackError,
        });
      });
      throw error;
    }
    open = false;
    await this.call('CommitTransaction', (client) =>
      client.send(new CommitTransactionCommand({ resourceArn, secretArn, transactionId })),
    );
    return result;
  }

  /** The SDK client belongs to the composition root, which created it; there is no connection to close. */
  async close(): Promise<void> {}

  private async execute<Row>(text: string, params?: SqlParams, transactionId?: string): Promise<SqlResult<Row>> {
    const { resourceArn, secretArn, database } = this.options;
    const parameters = toSqlParameters(params);
    const output = await this.call(
      'ExecuteStatement',
      (client) =>
        client.send(
          new ExecuteStatementCommand({
            resourceArn,
            secretArn,
            database,
            sql: text,
            includeResultMetadata: true,
            ...(parameters.length > 0 ? { parameters } : {}),
            ...(transactionId ? { transactionId } : {}),
          }),
        ),
      text,
    );
    const rows = toRows<Row>(output.records, output.columnMetadata);
    // A select (or a statement with RETURNING) answers records and 0 updated; an update answers the count.
    return { rows, rowCount: output.numberOfRecordsUpdated || rows.length };
  }

  private async call<Output>(
    operation: string,
    send: (client: RDSDataClient) => Promise<Output>,
    sql?: string,
  ): Promise<Output> {
    try {
      return await retryWhileResuming(() => send(this.options.client), this.options.retry);
    } catch (error) {
      const failure = new RdsDataApiError(operation, error, sql);
      throw isRetryableDataApiError(error) ? new DatabaseUnavailableError(operation, failure) : failure;
    }
  }
}
