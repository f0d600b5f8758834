import { DatabaseErrorException, TransactionNotFoundException } from '@aws-sdk/client-rds-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RdsDataApiFake } from './rds-data-api-fake';

const TARGET = {
  resourceArn: 'arn:aws:rds:eu-west-1:123456789012:cluster:fake',
  secretArn: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:fake-AbCdEf',
  database: 'kinwell',
};

describe('RdsDataApiFake', () => {
  let fake: RdsDataApiFake;

  beforeAll(async () => {
    fake = await RdsDataApiFake.create();
  }, 60_000);
  afterAll(() => fake.close());

  it('answers records as Field unions with column metadata named as the driver names types', async () => {
    const output = await fake.executeStatement({
      ...TARGET,
      includeResultMetadata: true,
      sql: `SELECT 1::int8 AS big, 2::int4 AS small, true AS flag, 1.5::float8 AS ratio, 12.30::numeric AS amount,
                   'x'::text AS label, NULL::text AS nothing, '2024-01-02 03:04:05.678912+00'::timestamptz AS at,
                   '2024-01-02 03:04:05'::timestamp AS local, '{"a":1}'::jsonb AS doc, ARRAY[1, 2]::int4[] AS list`,
    });

    expect(output.numberOfRecordsUpdated).toBe(0);
    expect(output.records).toEqual([
      [
        { longValue: 1 },
        { longValue: 2 },
        { booleanValue: true },
        { doubleValue: 1.5 },
        { stringValue: '12.30' },
        { stringValue: 'x' },
        { isNull: true },
        { stringValue: '2024-01-02 03:04:05.678' },
        { stringValue: '2024-01-02 03:04:05' },
        { stringValue: '{"a": 1}' },
        { arrayValue: { longValues: [1, 2] } },
      ],
    ]);
    expect(output.columnMetadata?.map((column) => [column.name, column.typeName, column.type])).toEqual([
      ['big', 'int8', -5],
      ['small', 'int4', 4],
      ['flag', 'bool', -7],
      ['ratio', 'float8', 8],
      ['amount', 'numeric', 2],
      ['label', 'text', 12],
      ['nothing', 'text', 12],
      ['at', 'timestamptz', 93],
      ['local', 'timestamp', 93],
      ['doc', 'jsonb', 1111],
      ['list', '_int4', 2003],
    ]);
  });

  it('leaves column metadata out unless asked, and counts updated rows', async () => {
    await fake.executeStatement({ ...TARGET, sql: 'CREATE TABLE counted (n INT)' });
    await fake.executeStatement({ ...TARGET, sql: 'INSERT INTO counted VALUES (1), (2), (3)' });
    const updated = await fake.executeStatement({ ...TARGET, sql: 'UPDATE counted SET n = n + 1 WHERE n > 1' });
    const selected = await fake.executeStatement({ ...TARGET, sql: 'SELECT n FROM counted ORDER BY n' });

    expect(updated).toMatchObject({ numberOfRecordsUpdated: 2, generatedFields: [] });
    expect(selected.columnMetadata).toBeUndefined();
    expect(selected.records).toEqual([[{ longValue: 1 }], [{ longValue: 3 }], [{ longValue: 4 }]]);
  });

  it('reports SQL errors as DatabaseErrorException ending in the SQLState', async () => {
    const error = await fake
      .executeStatement({ ...TARGET, sql: 'SELECT * FROM missing_table' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseErrorException);
    expect((error as Error).message).toMatch(
      /^ERROR: relation "missing_table" does not exist\n {2}Position: 15; SQLState: 42P01$/,
    );
  });

  it('keeps a transaction by id until it is committed', async () => {
    await fake.executeStatement({ ...TARGET, sql: 'CREATE TABLE kept (n INT)' });
    const { transactionId } = await fake.beginTransaction(TARGET);
    await fake.executeStatement({ ...TARGET, transactionId, sql: 'INSERT INTO kept VALUES (1)' });

    expect(fake.openTransactionIds()).toEqual([transactionId]);
    await expect(fake.commitTransaction({ ...TARGET, transactionId })).resolves.toMatchObject({
      transactionStatus: 'Transaction Committed',
    });
    await expect(fake.rollbackTransaction({ ...TARGET, transactionId })).rejects.toBeInstanceOf(
      TransactionNotFoundException,
    );
    expect((await fake.executeStatement({ ...TARGET, sql: 'SELECT n FROM kept' })).records).toEqual([
      [{ longValue: 1 }],
    ]);
  });

  it('refuses requests without valid ARNs', async () => {
    await expect(fake.executeStatement({ ...TARGET, resourceArn: 'cluster', sql: 'SELECT 1' })).rejects.toThrow(
      /resourceArn/,
    );
    await expect(fake.beginTransaction({ ...TARGET, secretArn: undefined })).rejects.toThrow(/secretArn/);
  });
});
