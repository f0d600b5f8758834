import type { ArrayValue, ColumnMetadata, Field } from '@aws-sdk/client-rds-data';

// 'YYYY-MM-DD HH:MM:SS[.fraction]', optionally with an offset. The Data API answers timestamps in UTC
// without one; an offset, if ever present, is honoured.
const TIMESTAMP = /^(\d{4,}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.(\d+))?(Z|[+-]\d{2}(?::?\d{2})?)?$/;
const DATE = /^\d{4,}-\d{2}-\d{2}$/;

const NUMERIC_TYPES = new Set([
  'int2',
  'int4',
  'int8',
  'smallserial',
  'serial',
  'bigserial',
  'oid',
  'float4',
  'float8',
  'numeric',
  'decimal',
]);

/** A Data API timestamp as a Date; millisecond precision, as JavaScript has. */
export function parseTimestamp(text: string): Date {
  const match = TIMESTAMP.exec(text);
  if (!match) throw new Error(`Unexpected timestamp from the Data API: ${text}`);
  const [, day, time, fraction = '', zone] = match;
  const millis = fraction.padEnd(3, '0').slice(0, 3);
  const offset =
    !zone || zone === 'Z' ? 'Z' : zone.length === 3 ? `${zone}:00` : zone.replace(/(\d{2})(\d{2})$/, '$1:$2');
  const date = new Date(`${day}T${time}.${millis}${offset}`);
  if (Number.isNaN(date.getTime())) throw new Error(`Unexpected timestamp from the Data API: ${text}`);
  return date;
}

function arrayValueOf(array: ArrayValue): unknown[] {
  if (array.arrayValues) return array.arrayValues.map((inner) => (inner === null ? null : arrayValueOf(inner)));
  if (array.stringValues) return array.stringValues;
  if (array.longValues) return array.longValues;
  if (array.doubleValues) return array.doubleValues;
  if (array.booleanValues) return array.booleanValues;
  throw new Error(`Unsupported array value from the Data API: ${JSON.stringify(array)}`);
}

/** The raw value a Field carries, before the column's type gives it meaning. */
export function fieldValue(field: Field): unknown {
  if (field.isNull) return null;
  if (field.booleanValue !== undefined) return field.booleanValue;
  if (field.longValue !== undefined) return field.longValue;
  if (field.doubleValue !== undefined) return field.doubleValue;
  if (field.stringValue !== undefined) return field.stringValue;
  if (field.blobValue !== undefined) return field.blobValue;
  if (field.arrayValue !== undefined) return arrayValueOf(field.arrayValue);
  throw new Error(`Unsupported field from the Data API: ${JSON.stringify(field)}`);
}

/**
 * Gives a raw value the JavaScript type PGlite would give it, so rows read the same in both runtimes:
 * timestamps and dates as Dates (UTC), json as parsed values, numbers (numeric included) as numbers.
 */
export function convertValue(value: unknown, typeName: string): unknown {
  if (value === null) return null;
  const type = typeName.toLowerCase();
  if (type.startsWith('_') && Array.isArray(value)) {
    return value.map((element: unknown) => convertValue(element, type.slice(1)));
  }
  if (typeof value !== 'string') return value;
  if (type === 'timestamptz' || type === 'timestamp') return parseTimestamp(value);
  if (type === 'date' && DATE.test(value)) return new Date(`${value}T00:00:00Z`);
  if (type === 'json' || type === 'jsonb') return JSON.parse(value);
  if (NUMERIC_TYPES.has(type)) return Number(value);
  if (type === 'bool') return value === 't' || value === 'true';
  return value;
}

/** The Data API's records as objects keyed by column name, converted by each column's type. */
export function toRows<Row>(records: Field[][] | undefined, columns: ColumnMetadata[] | undefined): Row[] {
  if (!records || records.length === 0) return [];
  if (!columns) throw new Error('The Data API answered records without columnMetadata (includeResultMetadata)');
  return records.map((record) => {
    const row: Record<string, unknown> = {};
    record.forEach((field, index) => {
      const column = columns[index];
      if (!column) throw new Error(`The Data API answered no metadata for column ${index + 1}`);
      row[column.name ?? column.label ?? `column${index + 1}`] = convertValue(fieldValue(field), column.typeName ?? '');
    });
    return row as Row;
  });
}
