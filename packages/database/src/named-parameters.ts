import { tokenizeSql } from './sql-tokens';

export interface PositionalStatement {
  /** The SQL with each `:name` replaced by `$n`. */
  text: string;
  /** The parameter each position stands for: `names[0]` is `$1`. A name used twice has one position. */
  names: readonly string[];
}

/**
 * Statements are constants in our code, so each text is rewritten once: tokenizing a long read costs more than
 * PGlite takes to run it (~1 ms for the progress read). The bound keeps one-off texts from growing the cache
 * without end; the oldest entry goes first.
 */
export const POSITIONAL_CACHE_LIMIT = 500;
const rewritten = new Map<string, Readonly<PositionalStatement>>();

/**
 * Rewrites the `:name` placeholders our SQL is written with (the Data API's own syntax) into PostgreSQL's `$n`, for
 * drivers that only take positional parameters: PGlite, and the Data API fake built on it. The one parser both use,
 * so a statement binds the same way locally and in tests of the AWS side. Only placeholders in code count: text in
 * string literals, quoted identifiers, comments and dollar-quoted bodies stays as written, as do `::` casts.
 */
export function toPositionalParameters(sql: string): Readonly<PositionalStatement> {
  const cached = rewritten.get(sql);
  if (cached) return cached;
  const statement = rewrite(sql);
  if (rewritten.size >= POSITIONAL_CACHE_LIMIT) rewritten.delete(rewritten.keys().next().value as string);
  rewritten.set(sql, statement);
  return statement;
}

function rewrite(sql: string): Readonly<PositionalStatement> {
  const positions = new Map<string, number>();
  const names: string[] = [];
  let text = '';
  for (const token of tokenizeSql(sql)) {
    if (token.kind !== 'parameter') {
      text += token.text;
      continue;
    }
    const name = token.text.slice(1);
    let position = positions.get(name);
    if (position === undefined) {
      names.push(name);
      position = names.length;
      positions.set(name, position);
    }
    text += `$${position}`;
  }
  return Object.freeze({ text, names: Object.freeze(names) });
}
