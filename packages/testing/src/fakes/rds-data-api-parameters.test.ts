import { describe, expect, it } from 'vitest';
import { PG_TYPE } from './pg-types';
import { bindNamedParameters } from './rds-data-api-parameters';

describe('bindNamedParameters', () => {
  it('numbers each name once and types values as the Data API driver does', () => {
    expect(
      bindNamedParameters('SELECT :a, :b, :a, :c, :d, :e', [
        { name: 'a', value: { stringValue: 'x' } },
        { name: 'b', value: { longValue: 1 } },
        { name: 'c', value: { stringValue: '2024-01-01 00:00:00.000' }, typeHint: 'TIMESTAMP' },
        { name: 'd', value: { isNull: true } },
        { name: 'e', value: { stringValue: '{}' }, typeHint: 'JSON' },
        { name: 'unused', value: { booleanValue: true } },
      ]),
    ).toEqual({
      text: 'SELECT $1, $2, $1, $3, $4, $5',
      values: ['x', 1, '2024-01-01 00:00:00.000', null, '{}'],
      types: [PG_TYPE.varchar, PG_TYPE.int8, PG_TYPE.timestamp, PG_TYPE.unspecified, PG_TYPE.json],
    });
  });

  it('leaves casts, literals, quoted identifiers, comments and dollar quotes alone', () => {
    const sql = [
      "SELECT :v::jsonb, 'a :b', E'it\\'s :c', \"col:d\", $$ :e $$, $tag$ :f $tag$",
      '-- :g',
      '/* :h /* :i */ */ :v',
    ].join('\n');
    expect(bindNamedParameters(sql, [{ name: 'v', value: { longValue: 1 } }]).text).toBe(
      sql.replace(/:v::jsonb/, '$1::jsonb').replace(/\*\/ :v$/, '*/ $1'),
    );
  });

  it('refuses what the Data API refuses', () => {
    expect(() => bindNamedParameters('SELECT :missing', [])).toThrow(/No value specified for parameter missing/);
    expect(() => bindNamedParameters('SELECT :a', [{ name: 'a', value: { arrayValue: { longValues: [1] } } }])).toThrow(
      /Array parameters are not supported/,
    );
    expect(() =>
      bindNamedParameters('SELECT :a', [
        { name: 'a', value: { stringValue: '2024-01-01T00:00:00Z' }, typeHint: 'TIMESTAMP' },
      ]),
    ).toThrow(/not a valid TIMESTAMP/);
  });
});
