/**
 * What a stretch of SQL text is, as far as finding `:name` parameters needs: anything that is not `code` is
 * passed through untouched (a literal, a quoted identifier, a comment, a dollar-quoted body, a `::` cast).
 */
export type SqlTokenKind = 'code' | 'string' | 'identifier' | 'comment' | 'dollarQuoted' | 'cast' | 'parameter';

export interface SqlToken {
  kind: SqlTokenKind;
  /** The token's text exactly as written: the tokens joined give back the SQL. */
  text: string;
}

// PostgreSQL's identifier characters (letters, digits, _, $ and anything beyond ASCII): a `$` or `:` right after
// one belongs to the word (`price$usd`, `a$tag$`), it opens nothing.
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}_$]/u.test(char);
const isNameStart = (char: string | undefined) => char !== undefined && /[A-Za-z_]/.test(char);
const isNamePart = (char: string | undefined) => char !== undefined && /[A-Za-z0-9_]/.test(char);
const DOLLAR_TAG = /\$(?:[A-Za-z_\p{L}][A-Za-z0-9_\p{L}]*)?\$/uy;

/**
 * Index just past a quoted run opened at `start`; a doubled quote is one quote inside it. An E'…' string also
 * takes backslash escapes (`E'it\'s'`). An unclosed run lasts to the end: the database reports it.
 */
function endOfQuoted(sql: string, start: number, quote: string, backslashEscapes: boolean): number {
  let i = start + 1;
  while (i < sql.length) {
    const char = sql[i];
    if (backslashEscapes && char === '\\') i += 2;
    else if (char === quote && sql[i + 1] === quote) i += 2;
    else if (char === quote) return i + 1;
    else i += 1;
  }
  return sql.length;
}

/** Index just past a block comment opened at `start`; PostgreSQL's block comments nest. */
function endOfBlockComment(sql: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < sql.length) {
    if (sql.startsWith('/*', i)) {
      depth += 1;
      i += 2;
    } else if (sql.startsWith('*/', i)) {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else {
      i += 1;
    }
  }
  return sql.length;
}

/** The token that starts at `i` when it is not plain code; undefined when it is. */
function specialTokenAt(sql: string, i: number): SqlToken | undefined {
  const char = sql[i];
  const next = sql[i + 1];
  const take = (kind: SqlTokenKind, end: number): SqlToken => ({ kind, text: sql.slice(i, end) });

  if (char === "'") return take('string', endOfQuoted(sql, i, "'", false));
  // E'…' (escape string) as a whole, so its backslash escapes are read; `name'` is not one (E must start a word).
  if ((char === 'E' || char === 'e') && next === "'" && !isWordChar(sql[i - 1])) {
    return take('string', endOfQuoted(sql, i + 1, "'", true));
  }
  if (char === '"') return take('identifier', endOfQuoted(sql, i, '"', false));
  if (char === '-' && next === '-') {
    const end = sql.indexOf('\n', i);
    return take('comment', end === -1 ? sql.length : end + 1);
  }
  if (char === '/' && next === '*') return take('comment', endOfBlockComment(sql, i));
  if (char === '$' && !isWordChar(sql[i - 1])) {
    DOLLAR_TAG.lastIndex = i;
    const tag = DOLLAR_TAG.exec(sql)?.[0];
    if (tag) {
      const close = sql.indexOf(tag, i + tag.length);
      return take('dollarQuoted', close === -1 ? sql.length : close + tag.length);
    }
  }
  if (char === ':' && next === ':') return take('cast', i + 2);
  if (char === ':' && isNameStart(next) && !isWordChar(sql[i - 1])) {
    let end = i + 2;
    while (isNamePart(sql[end])) end += 1;
    return take('parameter', end);
  }
  return undefined;
}

/**
 * Splits SQL into the tokens that matter for parameters: single-quoted strings (with '' and, in E'…', backslash
 * escapes), double-quoted identifiers, -- and nested /* *\/ comments, $tag$ dollar-quoted bodies, `::` casts,
 * `:name` parameters, and the plain code between them. Joining the tokens' text gives back the SQL exactly.
 */
export function tokenizeSql(sql: string): SqlToken[] {
  const tokens: SqlToken[] = [];
  let code = '';
  let i = 0;
  while (i < sql.length) {
    const token = specialTokenAt(sql, i);
    if (!token) {
      code += sql[i];
      i += 1;
      continue;
    }
    if (code) tokens.push({ kind: 'code', text: code });
    code = '';
    tokens.push(token);
    i += token.text.length;
  }
  if (code) tokens.push({ kind: 'code', text: code });
  return tokens;
}
