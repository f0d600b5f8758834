import { randomBytes, randomUUID } from 'node:crypto';
import {
  BadRequestException,
  BeginTransactionCommand,
  type BeginTransactionCommandInput,
  type BeginTransactionCommandOutput,
  CommitTransactionCommand,
  type CommitTransactionCommandInput,
  type CommitTransactionCommandOutput,
  DatabaseErrorException,
  ExecuteStatementCommand,
  type ExecuteStatementCommandInput,
  type ExecuteStatementCommandOutput,
  InternalServerErrorException,
  type RDSDataClient,
  RollbackTransactionCommand,
  type RollbackTransactionCommandInput,
  type RollbackTransactionCommandOutput,
  TransactionNotFoundException,
} from '@aws-sdk/client-rds-data';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { type AwsClientStub, mockClient } from 'aws-sdk-client-mock';
import { bindNamedParameters } from './rds-data-api-parameters';
import { RAW_TEXT_PARSERS, type RecordOptions, toColumnMetadata, toField } from './rds-data-api-records';

interface OpenTransaction {
  tx: Transaction;
  /** Commits (true) or rolls back (false), settling when PGlite has. */
  end(commit: boolean): Promise<void>;
}

interface PgError {
  message: string;
  code: string;
  detail?: string;
  hint?: string;
  position?: string;
}

const RESOURCE_ARN = /^arn:aws[\w-]*:rds:/;
const SECRET_ARN = /^arn:aws[\w-]*:secretsmanager:/;

const metadata = (httpStatusCode: number) => ({
  httpStatusCode,
  requestId: randomUUID(),
  attempts: 1,
  totalRetryDelay: 0,
});
const badRequest = (message: string) => new BadRequestException({ $metadata: metadata(400), message });

const isPgError = (error: unknown): error is PgError =>
  error instanceof Error && typeof (error as { code?: unknown }).code === 'string';

/** A PostgreSQL error as the Data API reports it: the server's text, then "; SQLState: XXXXX". */
function toServiceError(error: unknown): Error {
  if (!isPgError(error)) {
    return new InternalServerErrorException({ $metadata: metadata(500), message: String(error) });
  }
  const lines = [`ERROR: ${error.message}`];
  if (error.detail) lines.push(`  Detail: ${error.detail}`);
  if (error.hint) lines.push(`  Hint: ${error.hint}`);
  if (error.position) lines.push(`  Position: ${error.position}`);
  return new DatabaseErrorException({
    $metadata: metadata(400),
    message: `${lines.join('\n')}; SQLState: ${error.code}`,
  });
}

function requireArns(input: { resourceArn?: string | undefined; secretArn?: string | undefined }): void {
  if (!input.resourceArn || !RESOURCE_ARN.test(input.resourceArn)) throw badRequest('Invalid resourceArn');
  if (!input.secretArn || !SECRET_ARN.test(input.secretArn)) throw badRequest('Invalid secretArn');
}

/**
 * The RDS Data API for tests, backed by a real PostgreSQL (PGlite in memory). It binds named parameters
 * with the driver's types (an unhinted string is `varchar`), answers records and columnMetadata in the
 * Data API's shape (Field unions; type names like 'int8', 'timestamptz', 'jsonb'; timestamps as UTC text),
 * reports SQL errors as DatabaseErrorException with the SQLState, and keeps transactions by id.
 *
 * PGlite is one connection: an open transaction holds it, so a statement sent outside that transaction
 * waits until it ends (real Aurora would run it on another connection). Do not await one inside the other.
 */
export class RdsDataApiFake {
  private readonly transactions = new Map<string, OpenTransaction>();

  private constructor(
    /** The database behind the API, to seed or inspect directly. */
    readonly pg: PGlite,
    private readonly typeNames: Map<number, string>,
  ) {}

  /** A fresh database; `loadDataDir` starts from a dump (`PgliteDatabase#dump`) instead of running initdb. */
  static async create(options: { loadDataDir?: Blob } = {}): Promise<RdsDataApiFake> {
    // btree_gist, as PgliteDatabase loads it: the migrations create it (Aurora offers it too).
    const pg = await PGlite.create({
      extensions: { btree_gist },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    // Aurora's default zone; timestamptz values are read and written in it.
    await pg.exec("SET TIME ZONE 'UTC'");
    const types = await pg.query<{ oid: number; typname: string }>('SELECT oid::int AS oid, typname FROM pg_type');
    return new RdsDataApiFake(pg, new Map(types.rows.map((row) => [row.oid, row.typname])));
  }

  /** Answers the client's ExecuteStatement and Begin/Commit/RollbackTransaction from this fake. */
  install(client: RDSDataClient): AwsClientStub<RDSDataClient> {
    const mock = mockClient(client);
    mock.onAnyCommand().callsFake(async (input: unknown) => {
      throw new Error(`RdsDataApiFake does not implement this command (input: ${JSON.stringify(input)})`);
    });
    mock.on(ExecuteStatementCommand).callsFake((input: ExecuteStatementCommandInput) => this.executeStatement(input));
    mock.on(BeginTransactionCommand).callsFake((input: BeginTransactionCommandInput) => this.beginTransaction(input));
    mock
      .on(CommitTransactionCommand)
      .callsFake((input: CommitTransactionCommandInput) => this.commitTransaction(input));
    mock
      .on(RollbackTransactionCommand)
      .callsFake((input: RollbackTransactionCommandInput) => this.rollbackTransaction(input));
    return mock;
  }

  async executeStatement(input: ExecuteStatementCommandInput): Promise<ExecuteStatementCommandOutput> {
    requireArns(input);
    if (!input.sql) throw badRequest('sql is required');
    if (input.formatRecordsAs === 'JSON') throw badRequest('RdsDataApiFake does not implement formatRecordsAs JSON');
    const target = input.transactionId ? this.open(input.transactionId).tx : this.pg;
    const bound = bindNamedParameters(input.sql, input.parameters);
    let result: Results<unknown[]>;
    try {
      result = await target.query<unknown[]>(bound.text, bound.values, {
        paramTypes: bound.types,
        parsers: RAW_TEXT_PARSERS,
        rowMode: 'array',
      });
    } catch (error) {
      throw toServiceError(error);
    }
    if (result.fields.length === 0) {
      return {
        $metadata: metadata(200),
        numberOfRecordsUpdated: result.rowCount ?? result.affectedRows ?? 0,
        generatedFields: [],
      };
    }
    const options: RecordOptions = {
      longsAsStrings: input.resultSetOptions?.longReturnType === 'STRING',
      decimalsAsNumbers: input.resultSetOptions?.decimalReturnType === 'DOUBLE_OR_LONG',
    };
    const typeNames = await Promise.all(result.fields.map((field) => this.typeName(field.dataTypeID, target)));
    return {
      $metadata: metadata(200),
      // A statement that answers rows reports no update count, RETURNING included.
      numberOfRecordsUpdated: 0,
      records: result.rows.map((row) => row.map((value, index) => toField(value, typeNames[index] ?? '', options))),
      ...(input.includeResultMetadata
        ? { columnMetadata: result.fields.map((field, index) => toColumnMetadata(field.name, typeNames[index] ?? '')) }
        : {}),
    };
  }

  async beginTransaction(input: BeginTransactionCommandInput): Promise<BeginTransactionCommandOutput> {
    requireArns(input);
    const transactionId = randomBytes(48).toString('base64');
    this.transactions.set(transactionId, await this.begin());
    return { $metadata: metadata(200), transactionId };
  }

  async commitTransaction(input: CommitTransactionCommandInput): Promise<CommitTransactionCommandOutput> {
    requireArns(input);
    await this.end(input.transactionId, true);
    return { $metadata: metadata(200), transactionStatus: 'Transaction Committed' };
  }

  async rollbackTransaction(input: RollbackTransactionCommandInput): Promise<RollbackTransactionCommandOutput> {
    requireArns(input);
    await this.end(input.transactionId, false);
    return { $metadata: metadata(200), transactionStatus: 'Rollback Complete' };
  }

  /** Ids of transactions begun and not yet committed or rolled back. */
  openTransactionIds(): string[] {
    return [...this.transactions.keys()];
  }

  /** Rolls back what is still open, then closes the database. */
  async close(): Promise<void> {
    for (const id of this.openTransactionIds()) await this.end(id, false).catch(() => undefined);
    if (!this.pg.closed) await this.pg.close();
  }

  private open(transactionId: string): OpenTransaction {
    const open = this.transactions.get(transactionId);
    if (!open) {
      throw new TransactionNotFoundException({
        $metadata: metadata(404),
        message: `Transaction ${transactionId} is not found`,
      });
    }
    return open;
  }

  private async end(transactionId: string | undefined, commit: boolean): Promise<void> {
    if (!transactionId) throw badRequest('transactionId is required');
    const open = this.open(transactionId);
    this.transactions.delete(transactionId);
    try {
      await open.end(commit);
    } catch (error) {
      throw toServiceError(error);
    }
  }

  /** Holds a PGlite transaction open until `end` decides its fate. */
  private begin(): Promise<OpenTransaction> {
    return new Promise((resolve, reject) => {
      let decide: (commit: boolean) => void = () => undefined;
      const decision = new Promise<boolean>((settle) => {
        decide = settle;
      });
      const settled = this.pg.transaction(async (tx) => {
        resolve({
          tx,
          end: async (commit) => {
            decide(commit);
            await settled;
          },
        });
        if (!(await decision)) await tx.rollback();
      });
      // Before the transaction began, a failure (a closed database) is the begin's; after, it is the end's.
      settled.catch((error: unknown) => reject(toServiceError(error)));
    });
  }

  private async typeName(oid: number, target: Pick<PGlite, 'query'> | Transaction): Promise<string> {
    const known = this.typeNames.get(oid);
    if (known) return known;
    // A type created after start (an enum, a domain).
    const found = await target.query<{ typname: string }>('SELECT typname FROM pg_type WHERE oid = $1', [oid]);
    const name = found.rows[0]?.typname ?? 'unknown';
    this.typeNames.set(oid, name);
    return name;
  }
}
