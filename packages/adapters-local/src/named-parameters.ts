import { isSqlJson, type SqlParam, type SqlParams } from '@kinwell/core';

// `:name` not preceded by another colon (so `::jsonb` casts stay) or a word character.
const NAMED_PARAMETER = /(?<![:\w]):([A-Za-z_][A-Za-z0-9_]*)/g;

const toDriverValue = (value: SqlParam): unknown => (isSqlJson(value) ? JSON.stringify(value.json) : value);

/**
 * Rewrites `:name` placeholders to `$n` for drivers that only take positional parameters. A name used
 * twice maps to one position. A placeholder without a value is a programming error and throws.
 */
export function toPositional(text: string, params: SqlParams = {}): { text: string; values: unknown[] } {
  const positions = new Map<string, number>();
  const values: unknown[] = [];
  const rewritten = text.replace(NAMED_PARAMETER, (_match, name: string) => {
    let position = positions.get(name);
    if (position === undefined) {
      if (!(name in params)) throw new Error(`SQL parameter :${name} has no value`);
      values.push(toDriverValue(params[name] as SqlParam));
      position = values.length;
      positions.set(name, position);
    }
    return `$${position}`;
  });
  return { text: rewritten, values };
}
