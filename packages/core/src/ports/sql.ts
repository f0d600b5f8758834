/**
 * The SQL port. Statements use named parameters (`:name`) because the RDS Data API only speaks those;
 * the PGlite adapter rewrites them to positional ones. SQL text itself stays portable PostgreSQL that
 * Aurora's (older) major accepts.
 */
export type SqlJson = { readonly json: unknown };
export type SqlParam = string | number | boolean | null | Date | SqlJson;
export type SqlParams = Readonly<Record<string, SqlParam>>;

/** Wraps a value that must be stored as JSON (jsonb), so adapters can type it for their driver. */
export const sqlJson = (value: unknown): SqlJson => ({ json: value });
export const isSqlJson = (value: unknown): value is SqlJson =>
  typeof value === 'object' && value !== null && !(value instanceof Date) && 'json' in value;

export interface SqlResult<Row> {
  rows: Row[];
  /** Rows changed by an insert/update/delete, or returned by a select. */
  rowCount: number;
}

export interface SqlExecutor {
  query<Row = Record<string, unknown>>(text: string, params?: SqlParams): Promise<SqlResult<Row>>;
}

export interface SqlDatabase extends SqlExecutor {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
