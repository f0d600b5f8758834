import type { RDSDataClient } from '@aws-sdk/client-rds-data';
import type { SqlDatabase, SqlExecutor, SqlParams, SqlResult } from '@kinwell/core';

export interface RdsDataDatabaseOptions {
  client: RDSDataClient;
  resourceArn: string;
  secretArn: string;
  database: string;
}

// PLACEHOLDER: being written (with its contract suite) in a parallel change.
export class RdsDataDatabase implements SqlDatabase {
  constructor(readonly options: RdsDataDatabaseOptions) {}
  query<Row>(_text: string, _params?: SqlParams): Promise<SqlResult<Row>> {
    throw new Error('not yet');
  }
  transaction<T>(_work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    throw new Error('not yet');
  }
  async close(): Promise<void> {}
}
