import type { ArrayValue, ColumnMetadata, Field } from '@aws-sdk/client-rds-data';
import { jdbcTypeOf, PG_TYPE } from './pg-types';

export interface RecordOptions {
  /** resultSetOptions.longReturnType 'STRING': integers as text. */
  longsAsStrings: boolean;
  /** resultSetOptions.decimalReturnType 'DOUBLE_OR_LONG': numeric as a number instead of text. */
  decimalsAsNumbers: boolean;
}

const raw = (text: string) => text;

/**
 * Types whose text the fake reads itself: PGlite would turn them into Dates, BigInts or objects, losing
 * the exact text the Data API sends (jsonb's spacing, microseconds it cuts to milliseconds).
 */
export const RAW_TEXT_PARSERS: Readonly<Record<number, (text: string) => string>> = {
  [PG_TYPE.int8]: raw,
  [PG_TYPE.json]: raw,
  [PG_TYPE.jsonb]: raw,
  [PG_TYPE.date]: raw,
  [PG_TYPE.timestamp]: raw,
  [PG_TYPE.timestamptz]: raw,
};

const INTEGER_TYPES = new Set(['int2', 'int4', 'int8', 'oid']);
const FLOAT_TYPES = new Set(['float4', 'float8']);
const SIGNED_TYPES = new Set([...INTEGER_TYPES, ...FLOAT_TYPES, 'numeric']);
const TEXT_TYPES = new Set(['text', 'varchar', 'bpchar', 'name', 'json', 'jsonb']);

// PostgreSQL prints '2024-01-02 03:04:05.678912+00' in a UTC session; the Data API answers
// '2024-01-02 03:04:05.678': UTC, no offset, at most milliseconds.
const TIMESTAMP_TEXT = /^(\d{4,}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})(\.\d{1,3})?\d*(?:[+-]\d{2}(?::\d{2}){0,2})?( BC)?$/;

export function formatTimestampText(text: string): string {
  const match = TIMESTAMP_TEXT.exec(text);
  return match ? `${match[1]}${match[2] ?? ''}${match[3] ?? ''}` : text; // 'infinity' and the like
}

/** A Date PGlite parsed inside an array, written as the Data API writes it. */
function formatDateElement(date: Date, elementType: string): string {
  const iso = date.toISOString();
  return elementType === 'date' ? iso.slice(0, 10) : iso.replace('T', ' ').replace('Z', '');
}

function toArrayValue(values: readonly unknown[], elementType: string): ArrayValue {
  if (values.some(Array.isArray)) {
    return {
      arrayValues: values.map((inner) => (Array.isArray(inner) ? toArrayValue(inner, elementType) : null)),
    };
  }
  if (elementType === 'bool') return { booleanValues: values.map((v) => (v === null ? null : Boolean(v))) };
  if (INTEGER_TYPES.has(elementType)) return { longValues: values.map((v) => (v === null ? null : Number(v))) };
  if (FLOAT_TYPES.has(elementType)) return { doubleValues: values.map((v) => (v === null ? null : Number(v))) };
  return {
    stringValues: values.map((v) => {
      if (v === null || v === undefined) return null;
      if (v instanceof Date) return formatDateElement(v, elementType);
      return typeof v === 'object' ? JSON.stringify(v) : String(v);
    }),
  };
}

/** One value of a PGlite row as the Data API's Field, by the column's PostgreSQL type name. */
export function toField(value: unknown, typeName: string, options: RecordOptions): Field {
  if (value === null || value === undefined) return { isNull: true };
  if (typeName.startsWith('_') && Array.isArray(value)) return { arrayValue: toArrayValue(value, typeName.slice(1)) };
  if (typeName === 'bool') return { booleanValue: Boolean(value) };
  if (INTEGER_TYPES.has(typeName)) {
    return options.longsAsStrings ? { stringValue: String(value) } : { longValue: Number(value) };
  }
  if (FLOAT_TYPES.has(typeName)) return { doubleValue: Number(value) };
  if (typeName === 'numeric' && options.decimalsAsNumbers) {
    const number = Number(value);
    return Number.isInteger(number) ? { longValue: number } : { doubleValue: number };
  }
  if (typeName === 'timestamp' || typeName === 'timestamptz')
    return { stringValue: formatTimestampText(String(value)) };
  if (value instanceof Uint8Array) return { blobValue: value };
  if (value instanceof Date) return { stringValue: formatDateElement(value, typeName) };
  return { stringValue: typeof value === 'object' ? JSON.stringify(value) : String(value) };
}

/**
 * A column as the Data API describes it. Names, type names and JDBC type codes are the driver's; table
 * names, nullability, precision and scale are not emulated (PGlite does not report them).
 */
export function toColumnMetadata(name: string, typeName: string): ColumnMetadata {
  return {
    name,
    label: name,
    type: jdbcTypeOf(typeName),
    typeName,
    schemaName: '',
    tableName: '',
    isAutoIncrement: false,
    isSigned: SIGNED_TYPES.has(typeName),
    isCurrency: typeName === 'money',
    isCaseSensitive: TEXT_TYPES.has(typeName),
    nullable: 2,
    precision: 0,
    scale: 0,
    arrayBaseColumnType: 0,
  };
}
