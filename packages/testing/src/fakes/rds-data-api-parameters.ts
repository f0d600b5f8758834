import { BadRequestException, type SqlParameter } from '@aws-sdk/client-rds-data';
import { PG_TYPE } from './pg-types';

export interface BoundStatement {
  /** The SQL with `:name` placeholders turned into `$n`. */
  text: string;
  values: unknown[];
  /** The PostgreSQL type of each `$n`, as the Data API's driver declares it (0: let the server infer). */
  types: number[];
}

const badRequest = (message: string) => new BadRequestException({ $metadata: { httpStatusCode: 400 }, message });

// What the Data API's TIMESTAMP, DATE and TIME hints accept (java.sql's valueOf formats).
const HINT_FORMATS: Readonly<Record<string, RegExp>> = {
  TIMESTAMP: /^\d{4}-\d{1,2}-\d{1,2} \d{1,2}:\d{1,2}:\d{1,2}(\.\d{1,9})?$/,
  DATE: /^\d{4}-\d{1,2}-\d{1,2}$/,
  TIME: /^\d{1,2}:\d{1,2}:\d{1,2}(\.\d{1,9})?$/,
};

const STRING_TYPE_BY_HINT: Readonly<Record<string, number>> = {
  JSON: PG_TYPE.json,
  TIMESTAMP: PG_TYPE.timestamp,
  DATE: PG_TYPE.date,
  TIME: PG_TYPE.time,
  DECIMAL: PG_TYPE.numeric,
  UUID: PG_TYPE.uuid,
};

/**
 * A parameter's value and declared type. Like the Data API, a string without a type hint is sent as
 * `varchar`: comparing it with a uuid, date or timestamp column fails unless the SQL casts it.
 */
function decode(parameter: SqlParameter): { value: unknown; type: number } {
  const field = parameter.value;
  if (!field || field.isNull) return { value: null, type: PG_TYPE.unspecified };
  if (field.booleanValue !== undefined) return { value: field.booleanValue, type: PG_TYPE.bool };
  if (field.longValue !== undefined) return { value: field.longValue, type: PG_TYPE.int8 };
  if (field.doubleValue !== undefined) return { value: field.doubleValue, type: PG_TYPE.float8 };
  if (field.blobValue !== undefined) return { value: field.blobValue, type: PG_TYPE.bytea };
  if (field.arrayValue !== undefined) throw badRequest('Array parameters are not supported.');
  if (field.stringValue !== undefined) {
    const hint = parameter.typeHint;
    if (!hint) return { value: field.stringValue, type: PG_TYPE.varchar };
    const format = HINT_FORMATS[hint];
    if (format && !format.test(field.stringValue)) {
      throw badRequest(`Parameter ${parameter.name}: '${field.stringValue}' is not a valid ${hint} value`);
    }
    const type = STRING_TYPE_BY_HINT[hint];
    if (type === undefined) throw badRequest(`Unknown type hint ${hint}`);
    return { value: field.stringValue, type };
  }
  throw badRequest(`Parameter ${parameter.name} has no value`);
}

const isNameStart = (char: string | undefined) => char !== undefined && /[A-Za-z_]/.test(char);
const isNamePart = (char: string | undefined) => char !== undefined && /[A-Za-z0-9_]/.test(char);

/** Index just past a quoted run that starts at `start` with `quote`; a doubled quote is an escaped one. */
function skipQuoted(sql: string, start: number, quote: string, backslashEscapes: boolean): number {
  let i = start + 1;
  while (i < sql.length) {
    if (backslashEscapes && sql[i] === '\\') i += 2;
    else if (sql[i] === quote && sql[i + 1] === quote) i += 2;
    else if (sql[i] === quote) return i + 1;
    else i += 1;
  }
  return i;
}

/** Index just past the comment, literal or identifier that starts at `i`, or `i` if none does. */
function skipNonCode(sql: string, i: number): number {
  const char = sql[i];
  if (char === "'") return skipQuoted(sql, i, "'", (sql[i - 1] ?? '').toUpperCase() === 'E');
  if (char === '"') return skipQuoted(sql, i, '"', false);
  if (char === '-' && sql[i + 1] === '-') {
    const end = sql.indexOf('\n', i);
    return end === -1 ? sql.length : end + 1;
  }
  if (char === '/' && sql[i + 1] === '*') {
    let depth = 1;
    let j = i + 2;
    while (j < sql.length && depth > 0) {
      if (sql.startsWith('/*', j)) {
        depth += 1;
        j += 2;
      } else if (sql.startsWith('*/', j)) {
        depth -= 1;
        j += 2;
      } else {
        j += 1;
      }
    }
    return j;
  }
  if (char === '$') {
    const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i))?.[0];
    if (tag) {
      const end = sql.indexOf(tag, i + tag.length);
      return end === -1 ? sql.length : end + tag.length;
    }
  }
  return i;
}

/**
 * Binds the Data API's named parameters the way its driver does: `:name` outside literals, identifiers and
 * comments, never a `::` cast; a name used twice is one value. A placeholder without a parameter fails
 * as the database would; parameters the SQL does not use are ignored.
 */
export function bindNamedParameters(sql: string, parameters: readonly SqlParameter[] = []): BoundStatement {
  const byName = new Map<string, SqlParameter>();
  for (const parameter of parameters) {
    if (!parameter.name) throw badRequest('Every parameter needs a name');
    byName.set(parameter.name, parameter);
  }
  const positions = new Map<string, number>();
  const values: unknown[] = [];
  const types: number[] = [];
  let text = '';
  let i = 0;
  while (i < sql.length) {
    const skipped = skipNonCode(sql, i);
    if (skipped > i) {
      text += sql.slice(i, skipped);
      i = skipped;
      continue;
    }
    const char = sql.charAt(i);
    if (char === ':' && sql[i + 1] === ':') {
      text += '::';
      i += 2;
      continue;
    }
    if (char === ':' && isNameStart(sql[i + 1]) && !isNamePart(sql[i - 1])) {
      let end = i + 1;
      while (isNamePart(sql[end])) end += 1;
      const name = sql.slice(i + 1, end);
      let position = positions.get(name);
      if (position === undefined) {
        const parameter = byName.get(name);
        if (!parameter) throw badRequest(`No value specified for parameter ${name}`);
        const { value, type } = decode(parameter);
        values.push(value);
        types.push(type);
        position = values.length;
        positions.set(name, position);
      }
      text += `$${position}`;
      i = end;
      continue;
    }
    text += char;
    i += 1;
  }
  return { text, values, types };
}
