import { sqlJson } from '@kinwell/core';
import { describe, expect, it } from 'vitest';
import { toPositional } from './named-parameters';

describe('toPositional', () => {
  it('numbers each distinct name once, in order of first use', () => {
    expect(toPositional('SELECT :a, :b, :a', { a: 1, b: 'x' })).toEqual({
      text: 'SELECT $1, $2, $1',
      values: [1, 'x'],
    });
  });
  it('leaves casts and string contents alone', () => {
    expect(toPositional("SELECT '{}'::jsonb, x::text FROM t WHERE y = :y", { y: 2 }).text).toBe(
      "SELECT '{}'::jsonb, x::text FROM t WHERE y = $1",
    );
  });
  it('serializes JSON values', () => {
    expect(toPositional('SELECT :p', { p: sqlJson({ a: [1] }) }).values).toEqual(['{"a":[1]}']);
  });
  it('throws on a placeholder without a value', () => {
    expect(() => toPositional('SELECT :missing', {})).toThrow(/:missing/);
  });
});
