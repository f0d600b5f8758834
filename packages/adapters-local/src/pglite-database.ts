import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import {
  isSqlJson,
  type SqlDatabase,
  type SqlExecutor,
  type SqlParam,
  type SqlParams,
  type SqlResult,
} from '@kinwell/core';
import { toPositionalParameters } from '@kinwell/database';

type Queryable = Pick<PGlite, 'query'> | Transaction;

const toDriverValue = (value: SqlParam): unknown => (isSqlJson(value) ? JSON.stringify(value.json) : value);

/**
 * The statement with PGlite's `$n` placeholders and a value for each. A placeholder without a value is a
 * programming error and throws; values the SQL does not use are ignored, as the Data API ignores them.
 */
function bind(text: string, params: SqlParams = {}): { text: string; values: unknown[] } {
  const positional = toPositionalParameters(text);
  const values = positional.names.map((name) => {
    if (!Object.hasOwn(params, name)) throw new Error(`SQL parameter :${name} has no value`);
    return toDriverValue(params[name] as SqlParam);
  });
  return { text: positional.text, values };
}

async function run<Row>(target: Queryable, text: string, params?: SqlParams): Promise<SqlResult<Row>> {
  const positional = bind(text, params);
  const result = await target.query<Row>(positional.text, positional.values);
  // `rowCount` comes from the command tag, so a SELECT counts the rows it answers; `affectedRows` would be 0.
  return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
}

// The Data API adapter reads numeric as a number; PGlite would answer its text. Same row in both runtimes.
const PARSERS = { [types.NUMERIC]: (text: string) => Number(text) };
// The extensions the migrations create (Aurora offers them too): btree_gist for the bookings' no-overlap constraint.
const EXTENSIONS = { btree_gist };

/** The SQL port on PGlite (PostgreSQL in WebAssembly): a data directory, or memory when none is given. */
export class PgliteDatabase implements SqlDatabase {
  private constructor(private readonly pg: PGlite) {}

  static async open(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PgliteDatabase> {
    const pg = await PGlite.create({
      parsers: PARSERS,
      extensions: EXTENSIONS,
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    return new PgliteDatabase(pg);
  }

  query<Row = Record<string, unknown>>(text: string, params?: SqlParams): Promise<SqlResult<Row>> {
    return run<Row>(this.pg, text, params);
  }

  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.pg.transaction((tx) => work({ query: (text, params) => run(tx, text, params) }));
  }

  /** A tarball of the data directory, to clone a migrated database quickly in tests. */
  dump(): Promise<Blob> {
    return this.pg.dumpDataDir('none') as Promise<Blob>;
  }

  async close(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
  }
}
