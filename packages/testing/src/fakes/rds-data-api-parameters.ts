import { BadRequestException, type SqlParameter } from '@aws-sdk/client-rds-data';
import { toPositionalParameters } from '@kinwell/database';
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

/**
 * Binds the Data API's named parameters the way its driver does, with the rewriter PGlite's adapter uses too
 * (`:name` outside literals, identifiers, comments and dollar quotes, never a `::` cast); a name used twice is
 * one value. A placeholder without a parameter fails as the database would; parameters the SQL does not use are
 * ignored.
 */
export function bindNamedParameters(sql: string, parameters: readonly SqlParameter[] = []): BoundStatement {
  const byName = new Map<string, SqlParameter>();
  for (const parameter of parameters) {
    if (!parameter.name) throw badRequest('Every parameter needs a name');
    byName.set(parameter.name, parameter);
  }
  const positional = toPositionalParameters(sql);
  const values: unknown[] = [];
  const types: number[] = [];
  for (const name of positional.names) {
    const parameter = byName.get(name);
    if (!parameter) throw badRequest(`No value specified for parameter ${name}`);
    const { value, type } = decode(parameter);
    values.push(value);
    types.push(type);
  }
  return { text: positional.text, values, types };
}
