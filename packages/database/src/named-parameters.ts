import { tokenizeSql } from './sql-tokens';

export interface PositionalStatement {
  /** The SQL with each `:name` replaced by `$n`. */
  text: string;
  /** The parameter each position stands for: `names[0]` is `$1`. A name used twice has one position. */
  names: string[];
}

/**
 * Rewrites the `:name` placeholders our SQL is written with (the Data API's own syntax) into PostgreSQL's `$n`, for
 * drivers that only take positional parameters: PGlite, and the Data API fake built on it. The one parser both use,
 * so a statement binds the same way locally and in tests of the AWS side. Only placeholders in code count: text in
 * string literals, quoted identifiers, comments and dollar-quoted bodies stays as written, as do `::` casts.
 */
export function toPositionalParameters(sql: string): PositionalStatement {
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
  return { text, names };
}
