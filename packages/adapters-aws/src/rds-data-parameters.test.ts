import { sqlJson } from '@kinwell/core';
import { describe, expect, it } from 'vitest';
import { formatTimestamp, toSqlParameter, toSqlParameters } from './rds-data-parameters';

describe('toSqlParameters', () => {
  it('gives each value the Field the Data API expects', () => {
    expect(
      toSqlParameters({
        text: 'héllo',
        empty: '',
        count: 42,
        negative: -7,
        ratio: 0.5,
        yes: true,
        no: false,
        nothing: null,
        at: new Date('2024-02-29T23:59:59.123Z'),
        doc: sqlJson({ a: [1, 'two', null] }),
        list: sqlJson([1, 2]),
      }),
    ).toEqual([
      { name: 'text', value: { stringValue: 'héllo' } },
      { name: 'empty', value: { stringValue: '' } },
      { name: 'count', value: { longValue: 42 } },
      { name: 'negative', value: { longValue: -7 } },
      { name: 'ratio', value: { doubleValue: 0.5 } },
      { name: 'yes', value: { booleanValue: true } },
      { name: 'no', value: { booleanValue: false } },
      { name: 'nothing', value: { isNull: true } },
      { name: 'at', value: { stringValue: '2024-02-29 23:59:59.123' }, typeHint: 'TIMESTAMP' },
      { name: 'doc', value: { stringValue: '{"a":[1,"two",null]}' }, typeHint: 'JSON' },
      { name: 'list', value: { stringValue: '[1,2]' }, typeHint: 'JSON' },
    ]);
  });

  it('sends integers beyond 2^53 as doubles, since JavaScript already lost their precision', () => {
    expect(toSqlParameter('huge', 2 ** 60)).toEqual({ name: 'huge', value: { doubleValue: 2 ** 60 } });
  });

  it('sends undefined and JSON of undefined as NULL', () => {
    expect(toSqlParameter('u', undefined)).toEqual({ name: 'u', value: { isNull: true } });
    expect(toSqlParameter('j', sqlJson(undefined))).toEqual({ name: 'j', value: { isNull: true } });
  });

  it('refuses what the Data API cannot carry', () => {
    expect(() => toSqlParameter('n', Number.NaN)).toThrow(/:n is NaN/);
    expect(() => toSqlParameter('i', Number.POSITIVE_INFINITY)).toThrow(/finite/);
    expect(() => toSqlParameter('d', new Date('not a date'))).toThrow(/invalid Date/);
  });

  it('sends no parameters for none', () => {
    expect(toSqlParameters()).toEqual([]);
  });
});

describe('formatTimestamp', () => {
  it('writes UTC with milliseconds, whatever the local zone', () => {
    expect(formatTimestamp(new Date(Date.UTC(1999, 11, 31, 23, 0, 0, 5)))).toBe('1999-12-31 23:00:00.005');
  });
});
