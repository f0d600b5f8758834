import { describe, expect, it } from 'vitest';
import { POSITIONAL_CACHE_LIMIT, toPositionalParameters } from './named-parameters';
import { tokenizeSql } from './sql-tokens';

// [what it shows, the SQL, the SQL as the driver receives it, the name of each $n]
const TRICKY_SQL: ReadonlyArray<readonly [string, string, string, string[]]> = [
  ['numbers each name once, in order of first use', 'SELECT :a, :b, :a', 'SELECT $1, $2, $1', ['a', 'b']],
  ['no parameters', 'SELECT 1', 'SELECT 1', []],
  ['names with digits and underscores', 'WHERE x = :user_id2', 'WHERE x = $1', ['user_id2']],
  ['a parameter at the very start and end', ':a+:b', '$1+$2', ['a', 'b']],
  ['a parameter in parentheses and lists', 'IN (:a,:b)', 'IN ($1,$2)', ['a', 'b']],
  ['a :: cast after a parameter', 'SELECT :v::jsonb', 'SELECT $1::jsonb', ['v']],
  ['a :: cast after a literal and a column', "SELECT '{}'::jsonb, x::text", "SELECT '{}'::jsonb, x::text", []],
  ['a cast to a type that looks like a name', 'SELECT x::timestamptz, :t', 'SELECT x::timestamptz, $1', ['t']],
  ['a :name inside a string', "SELECT 'a :b', :c", "SELECT 'a :b', $1", ['c']],
  ["a doubled quote ('') inside a string", "SELECT 'it''s :x', :y", "SELECT 'it''s :x', $1", ['y']],
  ['an empty string then a parameter', "SELECT '', :y", "SELECT '', $1", ['y']],
  ['a string of only an escaped quote', "SELECT '''', :y", "SELECT '''', $1", ['y']],
  ['a backslash in a standard string ends nothing', "SELECT 'C:\\', :y", "SELECT 'C:\\', $1", ['y']],
  ["an E'' string's backslash-escaped quote", "SELECT E'it\\'s :x', :y", "SELECT E'it\\'s :x', $1", ['y']],
  ["a lower-case e'' string", "SELECT e'\\' :x', :y", "SELECT e'\\' :x', $1", ['y']],
  [
    'a word ending in e before a quote is not an E string',
    "WHERE type='\\' AND a = :a",
    "WHERE type='\\' AND a = $1",
    ['a'],
  ],
  ['a :name inside a quoted identifier', 'SELECT "col:d", :e', 'SELECT "col:d", $1', ['e']],
  ['a doubled quote inside a quoted identifier', 'SELECT "a"":b", :c', 'SELECT "a"":b", $1', ['c']],
  ['a -- comment to the end of the line', 'SELECT :a -- and :b\n, :c', 'SELECT $1 -- and :b\n, $2', ['a', 'c']],
  ['a -- comment at the end', 'SELECT :a -- :b', 'SELECT $1 -- :b', ['a']],
  ['a quote inside a comment opens nothing', "SELECT :a -- it's\n, :b", "SELECT $1 -- it's\n, $2", ['a', 'b']],
  ['a /* */ comment', 'SELECT /* :a */ :b', 'SELECT /* :a */ $1', ['b']],
  ['nested /* */ comments', 'SELECT /* :a /* :b */ :c */ :d', 'SELECT /* :a /* :b */ :c */ $1', ['d']],
  ['a minus and a division are not comments', 'SELECT :a - 1, :b / 2', 'SELECT $1 - 1, $2 / 2', ['a', 'b']],
  ['a $$ body', 'SELECT $$ :a ; \' " $$, :b', 'SELECT $$ :a ; \' " $$, $1', ['b']],
  ['a $tag$ body holding $$', 'DO $fn$ BEGIN x := :a; $$ $fn$; :b', 'DO $fn$ BEGIN x := :a; $$ $fn$; $1', ['b']],
  [
    'a $ inside a word is not a dollar quote',
    'SELECT price$usd$ FROM t WHERE a = :a',
    'SELECT price$usd$ FROM t WHERE a = $1',
    ['a'],
  ],
  ['a colon after a word is not a parameter', 'SELECT a:b, :c', 'SELECT a:b, $1', ['c']],
  ['an array slice with numbers', 'SELECT arr[1:2], :a', 'SELECT arr[1:2], $1', ['a']],
  ['named arguments (:=) are not parameters', 'SELECT f(x := :a)', 'SELECT f(x := $1)', ['a']],
  ['a lone colon', 'SELECT : , :a', 'SELECT : , $1', ['a']],
  ['an unclosed string stays as written', "SELECT :a, 'open :b", "SELECT $1, 'open :b", ['a']],
  ['an unclosed comment stays as written', 'SELECT :a /* open :b', 'SELECT $1 /* open :b', ['a']],
  [
    'a real statement of ours',
    `INSERT INTO theme_events (id, user_sub, payload, at)
     VALUES (:id, :sub, :payload::jsonb, :at::timestamptz) -- one event
     ON CONFLICT (id) DO UPDATE SET payload = COALESCE(theme_events.payload, '{}'::jsonb) || :payload::jsonb`,
    `INSERT INTO theme_events (id, user_sub, payload, at)
     VALUES ($1, $2, $3::jsonb, $4::timestamptz) -- one event
     ON CONFLICT (id) DO UPDATE SET payload = COALESCE(theme_events.payload, '{}'::jsonb) || $3::jsonb`,
    ['id', 'sub', 'payload', 'at'],
  ],
];

describe('toPositionalParameters', () => {
  it.each(TRICKY_SQL)('%s', (_what, sql, text, names) => {
    expect(toPositionalParameters(sql)).toEqual({ text, names });
  });

  it('rewrites a text once and hands back the same frozen statement after', () => {
    const first = toPositionalParameters('SELECT :once, :again, :once');
    expect(toPositionalParameters('SELECT :once, :again, :once')).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.names)).toBe(true);
  });

  it('keeps at most its limit of texts, dropping the oldest first', () => {
    const oldest = toPositionalParameters('SELECT :oldest');
    for (let i = 0; i < POSITIONAL_CACHE_LIMIT; i++) toPositionalParameters(`SELECT :p${i}`);
    const latest = toPositionalParameters(`SELECT :p${POSITIONAL_CACHE_LIMIT - 1}`);
    expect(toPositionalParameters(`SELECT :p${POSITIONAL_CACHE_LIMIT - 1}`)).toBe(latest);
    const again = toPositionalParameters('SELECT :oldest');
    expect(again).not.toBe(oldest);
    expect(again).toEqual(oldest);
  });
});

describe('tokenizeSql', () => {
  it.each(TRICKY_SQL)('gives back the SQL exactly when joined: %s', (_what, sql) => {
    expect(
      tokenizeSql(sql)
        .map((token) => token.text)
        .join(''),
    ).toBe(sql);
  });

  it('names what each stretch is', () => {
    expect(tokenizeSql(`SELECT 'a', "b", :c::int -- d\n/* e */ $$f$$`)).toEqual([
      { kind: 'code', text: 'SELECT ' },
      { kind: 'string', text: "'a'" },
      { kind: 'code', text: ', ' },
      { kind: 'identifier', text: '"b"' },
      { kind: 'code', text: ', ' },
      { kind: 'parameter', text: ':c' },
      { kind: 'cast', text: '::' },
      { kind: 'code', text: 'int ' },
      { kind: 'comment', text: '-- d\n' },
      { kind: 'comment', text: '/* e */' },
      { kind: 'code', text: ' ' },
      { kind: 'dollarQuoted', text: '$$f$$' },
    ]);
  });
});
