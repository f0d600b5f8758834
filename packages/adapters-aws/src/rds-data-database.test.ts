import 'aws-sdk-client-mock-vitest/extend';
import {
  BeginTransactionCommand,
  CommitTransactionCommand,
  DatabaseErrorException,
  DatabaseResumingException,
  ExecuteStatementCommand,
  RDSDataClient,
  RollbackTransactionCommand,
} from '@aws-sdk/client-rds-data';
import { sqlJson } from '@kinwell/core';
import { describeSqlDatabaseContract, RdsDataApiFake, RecordingLog } from '@kinwell/testing';
import { type AwsClientStub, mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RdsDataDatabase } from './rds-data-database';
import { DatabaseUnavailableError, RdsDataApiError } from './rds-data-error';
import type { ResumeRetryOptions } from './rds-data-retry';

const TARGET = {
  resourceArn: 'arn:aws:rds:eu-west-1:123456789012:cluster:kinwell-test',
  secretArn: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:kinwell-test-AbCdEf',
  database: 'kinwell',
};

const newClient = () =>
  new RDSDataClient({ region: 'eu-west-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });

describeSqlDatabaseContract('RdsDataDatabase on a fake Data API', async () => {
  const fake = await RdsDataApiFake.create();
  const client = newClient();
  const mock = fake.install(client);
  return {
    db: new RdsDataDatabase({ client, ...TARGET, log: new RecordingLog() }),
    cleanup: async () => {
      mock.restore();
      await fake.close();
    },
  };
});

describe('RdsDataDatabase on the fake Data API', () => {
  let fake: RdsDataApiFake;
  let mock: AwsClientStub<RDSDataClient>;
  let db: RdsDataDatabase;

  beforeAll(async () => {
    fake = await RdsDataApiFake.create();
    const client = newClient();
    mock = fake.install(client);
    db = new RdsDataDatabase({ client, ...TARGET, log: new RecordingLog() });
    await db.query('CREATE TABLE people (id BIGSERIAL PRIMARY KEY, name TEXT NOT NULL, profile JSONB)');
    mock.resetHistory();
  }, 60_000);
  afterEach(() => {
    mock.resetHistory();
  });
  afterAll(async () => {
    mock.restore();
    await fake.close();
  });

  it('sends the target, the named parameters and asks for result metadata', async () => {
    await db.query('SELECT id FROM people WHERE id = :id AND name = :name AND profile = :profile::jsonb', {
      id: 7,
      name: 'jane',
      profile: sqlJson({ a: 1 }),
    });

    expect(mock).toHaveReceivedCommandExactlyOnceWith(ExecuteStatementCommand, {
      ...TARGET,
      sql: 'SELECT id FROM people WHERE id = :id AND name = :name AND profile = :profile::jsonb',
      includeResultMetadata: true,
      parameters: [
        { name: 'id', value: { longValue: 7 } },
        { name: 'name', value: { stringValue: 'jane' } },
        { name: 'profile', value: { stringValue: '{"a":1}' }, typeHint: 'JSON' },
      ],
    });
  });

  it('runs every statement of the work in the transaction it began, then commits it', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO people (name) VALUES (:name)', { name: 'ann' });
      await tx.query('INSERT INTO people (name) VALUES (:name)', { name: 'bob' });
    });

    const begun = mock.commandCalls(BeginTransactionCommand);
    expect(begun).toHaveLength(1);
    const transactionId = (await begun[0]?.returnValue)?.transactionId;
    expect(transactionId).toEqual(expect.any(String));
    expect(mock).toHaveReceivedCommandWith(BeginTransactionCommand, TARGET);
    expect(mock.commandCalls(ExecuteStatementCommand).map((call) => call.args[0].input.transactionId)).toEqual([
      transactionId,
      transactionId,
    ]);
    expect(mock).toHaveReceivedCommandExactlyOnceWith(CommitTransactionCommand, {
      resourceArn: TARGET.resourceArn,
      secretArn: TARGET.secretArn,
      transactionId,
    });
    expect(mock).not.toHaveReceivedCommand(RollbackTransactionCommand);
    expect(fake.openTransactionIds()).toEqual([]);
  });

  it('rolls back, and does not commit, when the work throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO people (name) VALUES (:name)', { name: 'cy' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');

    expect(mock).toHaveReceivedCommandOnce(RollbackTransactionCommand);
    expect(mock).not.toHaveReceivedCommand(CommitTransactionCommand);
    expect((await db.query("SELECT name FROM people WHERE name = 'cy'")).rows).toEqual([]);
    expect(fake.openTransactionIds()).toEqual([]);
  });

  it('wraps a database error with the operation, the SQLSTATE, the SQL and the SDK error', async () => {
    const error = await db.query('SELECT nope FROM people').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(RdsDataApiError);
    expect(error).toMatchObject({ operation: 'ExecuteStatement', code: '42703' });
    expect((error as Error).message).toMatch(
      /^RDS Data API ExecuteStatement failed: DatabaseErrorException: ERROR: column "nope" does not exist.*\[SQL: SELECT nope FROM people\]$/s,
    );
    expect((error as Error).cause).toMatchObject({
      name: 'DatabaseErrorException',
      $metadata: { httpStatusCode: 400 },
    });
  });

  it('refuses an unhinted string where the column wants another type, as the Data API does', async () => {
    await db.query('CREATE TABLE stamped (at TIMESTAMPTZ)');
    await expect(db.query('INSERT INTO stamped (at) VALUES (:at)', { at: '2024-01-01 00:00:00' })).rejects.toThrow(
      /character varying/,
    );
    await expect(
      db.query('INSERT INTO stamped (at) VALUES (:at::timestamptz)', { at: '2024-01-01 00:00:00' }),
    ).resolves.toEqual({ rows: [], rowCount: 1 });
  });
});

describe('RdsDataDatabase on a scripted Data API', () => {
  let mock: AwsClientStub<RDSDataClient> | undefined;
  const withMock = (retry?: ResumeRetryOptions) => {
    const client = newClient();
    mock = mockClient(client);
    const log = new RecordingLog();
    return { mock, log, db: new RdsDataDatabase({ client, ...TARGET, log, ...(retry ? { retry } : {}) }) };
  };

  afterEach(() => {
    mock?.restore();
    mock = undefined;
    vi.restoreAllMocks();
  });

  const resuming = () =>
    new DatabaseResumingException({ $metadata: { httpStatusCode: 400 }, message: 'Database is resuming' });

  it('waits for a resuming database and answers once it has resumed (two resumes, then rows)', async () => {
    const { mock, db } = withMock({ sleep: async () => undefined });
    mock
      .on(ExecuteStatementCommand)
      .rejectsOnce(resuming())
      .rejectsOnce(resuming())
      .resolves({ records: [[{ longValue: 1 }]], columnMetadata: [{ name: 'one', typeName: 'int4' }] });

    await expect(db.query('SELECT 1 AS one')).resolves.toEqual({ rows: [{ one: 1 }], rowCount: 1 });
    expect(mock).toHaveReceivedCommandTimes(ExecuteStatementCommand, 3);
  });

  it('gives up with a DatabaseUnavailableError (a 503) that keeps the Data API error and the hint', async () => {
    const { mock, db } = withMock({ sleep: async () => undefined, maxAttempts: 3 });
    mock.on(ExecuteStatementCommand).rejects(resuming());

    const error = await db.query('SELECT 1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(error).toMatchObject({ status: 503, errorCode: 'common.unavailable', operation: 'ExecuteStatement' });
    expect((error as Error).cause).toBeInstanceOf(RdsDataApiError);
    expect(((error as Error).cause as Error).message).toMatch(/resuming.*retry in a few seconds.*\[SQL: SELECT 1\]/);
    expect(mock).toHaveReceivedCommandTimes(ExecuteStatementCommand, 3);
  });

  it('waits for the database to begin a transaction as well', async () => {
    const { mock, db } = withMock({ sleep: async () => undefined });
    mock.on(BeginTransactionCommand).rejectsOnce(resuming()).resolves({ transactionId: 'tx-1' });
    mock.on(ExecuteStatementCommand).resolves({ numberOfRecordsUpdated: 1 });
    mock.on(CommitTransactionCommand).resolves({ transactionStatus: 'Transaction Committed' });

    await expect(db.transaction((tx) => tx.query('DELETE FROM people'))).resolves.toEqual({ rows: [], rowCount: 1 });
    expect(mock).toHaveReceivedCommandTimes(BeginTransactionCommand, 2);
  });

  it('does not send a statement with a syntax error again', async () => {
    const sleep = vi.fn(async () => undefined);
    const { mock, db } = withMock({ sleep });
    mock.on(ExecuteStatementCommand).rejects(
      new DatabaseErrorException({
        $metadata: { httpStatusCode: 400 },
        message: 'ERROR: syntax error at or near "SELEC"; SQLState: 42601',
      }),
    );

    await expect(db.query('SELEC 1')).rejects.toMatchObject({ name: 'RdsDataApiError', code: '42601' });
    expect(mock).toHaveReceivedCommandOnce(ExecuteStatementCommand);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('surfaces a failed commit', async () => {
    const { mock, db } = withMock();
    mock.on(BeginTransactionCommand).resolves({ transactionId: 'tx-1' });
    mock.on(ExecuteStatementCommand).resolves({ numberOfRecordsUpdated: 1 });
    mock.on(CommitTransactionCommand).rejects(new Error('network down'));

    await expect(db.transaction((tx) => tx.query('DELETE FROM people'))).rejects.toMatchObject({
      name: 'RdsDataApiError',
      operation: 'CommitTransaction',
    });
    expect(mock).not.toHaveReceivedCommand(RollbackTransactionCommand);
  });

  it("keeps the work's error when the rollback fails as well", async () => {
    const { mock, db, log } = withMock();
    mock.on(BeginTransactionCommand).resolves({ transactionId: 'tx-1' });
    mock.on(RollbackTransactionCommand).rejects(new Error('transaction already timed out'));
    const failure = new Error('work failed');

    await expect(
      db.transaction(async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(log.lines).toEqual([
      {
        level: 'warn',
        message: 'RDS Data API: rollback of the transaction failed',
        fields: {
          transactionId: 'tx-1',
          error: expect.objectContaining({ name: 'RdsDataApiError', operation: 'RollbackTransaction' }),
        },
      },
    ]);
  });

  it('maps numberOfRecordsUpdated to rowCount when no records come back', async () => {
    const { mock, db } = withMock();
    mock.on(ExecuteStatementCommand).resolves({ numberOfRecordsUpdated: 4, generatedFields: [] });
    await expect(db.query('UPDATE people SET name = :name', { name: 'x' })).resolves.toEqual({ rows: [], rowCount: 4 });
  });
});
