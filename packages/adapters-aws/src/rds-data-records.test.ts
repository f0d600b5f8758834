import type { ColumnMetadata, Field } from '@aws-sdk/client-rds-data';
import { describe, expect, it } from 'vitest';
import { convertValue, parseTimestamp, toRows } from './rds-data-records';

const column = (name: string, typeName: string): ColumnMetadata => ({ name, label: name, typeName });

describe('toRows', () => {
  it('names values by column and types them by the column type', () => {
    const columns = [
      column('id', 'bigserial'),
      column('count', 'int4'),
      column('big', 'int8'),
      column('flag', 'bool'),
      column('ratio', 'float8'),
      column('amount', 'numeric'),
      column('name', 'text'),
      column('at', 'timestamptz'),
      column('local', 'timestamp'),
      column('day', 'date'),
      column('doc', 'jsonb'),
      column('raw', 'json'),
      column('tags', '_text'),
      column('gone', 'text'),
    ];
    const record: Field[] = [
      { longValue: 1 },
      { longValue: 42 },
      { longValue: -5 },
      { booleanValue: true },
      { doubleValue: 0.25 },
      { stringValue: '12.3400' },
      { stringValue: 'jane' },
      { stringValue: '2024-02-29 23:59:59.123' },
      { stringValue: '2024-01-01 00:00:00' },
      { stringValue: '2024-02-03' },
      { stringValue: '{"a": [1, "two", null]}' },
      { stringValue: '[1,2]' },
      { arrayValue: { stringValues: ['a', null] } },
      { isNull: true },
    ];

    expect(toRows([record], columns)).toEqual([
      {
        id: 1,
        count: 42,
        big: -5,
        flag: true,
        ratio: 0.25,
        amount: 12.34,
        name: 'jane',
        at: new Date('2024-02-29T23:59:59.123Z'),
        local: new Date('2024-01-01T00:00:00.000Z'),
        day: new Date('2024-02-03T00:00:00.000Z'),
        doc: { a: [1, 'two', null] },
        raw: [1, 2],
        tags: ['a', null],
        gone: null,
      },
    ]);
  });

  it('answers no rows for no records, and refuses records without metadata', () => {
    expect(toRows(undefined, undefined)).toEqual([]);
    expect(toRows([], [column('a', 'text')])).toEqual([]);
    expect(() => toRows([[{ longValue: 1 }]], undefined)).toThrow(/columnMetadata/);
  });

  it('reads integers sent as text (longReturnType STRING) and nested arrays', () => {
    expect(convertValue('9007199254740991', 'int8')).toBe(9_007_199_254_740_991);
    expect(
      toRows(
        [[{ arrayValue: { arrayValues: [{ longValues: [1, 2] }, { longValues: [3, null] }] } }]],
        [column('m', '_int4')],
      ),
    ).toEqual([
      {
        m: [
          [1, 2],
          [3, null],
        ],
      },
    ]);
  });
});

describe('parseTimestamp', () => {
  it('reads the Data API text as UTC, with or without fractions', () => {
    expect(parseTimestamp('2024-02-29 23:59:59')).toEqual(new Date('2024-02-29T23:59:59.000Z'));
    expect(parseTimestamp('2024-02-29 23:59:59.5')).toEqual(new Date('2024-02-29T23:59:59.500Z'));
    expect(parseTimestamp('2024-02-29 23:59:59.123456')).toEqual(new Date('2024-02-29T23:59:59.123Z'));
  });

  it('honours an offset if one is present', () => {
    expect(parseTimestamp('2024-02-29 23:59:59.123+02')).toEqual(new Date('2024-02-29T21:59:59.123Z'));
    expect(parseTimestamp('2024-02-29 23:59:59-0530')).toEqual(new Date('2024-03-01T05:29:59.000Z'));
  });

  it('refuses text that is not a timestamp', () => {
    expect(() => parseTimestamp('yesterday')).toThrow(/Unexpected timestamp/);
  });
});
