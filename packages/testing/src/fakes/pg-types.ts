/** PostgreSQL type OIDs the fake Data API needs to name. */
export const PG_TYPE = {
  unspecified: 0,
  bool: 16,
  bytea: 17,
  int8: 20,
  int2: 21,
  int4: 23,
  text: 25,
  oid: 26,
  json: 114,
  float4: 700,
  float8: 701,
  bpchar: 1042,
  varchar: 1043,
  date: 1082,
  time: 1083,
  timestamp: 1114,
  timestamptz: 1184,
  numeric: 1700,
  uuid: 2950,
  jsonb: 3802,
} as const;

/** java.sql.Types codes, which the Data API reports as ColumnMetadata.type (it runs on JDBC). */
export const JDBC_TYPE = {
  bit: -7,
  bigint: -5,
  binary: -2,
  char: 1,
  numeric: 2,
  integer: 4,
  smallint: 5,
  real: 7,
  double: 8,
  varchar: 12,
  date: 91,
  time: 92,
  timestamp: 93,
  other: 1111,
  array: 2003,
} as const;

const JDBC_BY_TYPE_NAME: Readonly<Record<string, number>> = {
  bool: JDBC_TYPE.bit,
  int2: JDBC_TYPE.smallint,
  int4: JDBC_TYPE.integer,
  int8: JDBC_TYPE.bigint,
  oid: JDBC_TYPE.bigint,
  float4: JDBC_TYPE.real,
  float8: JDBC_TYPE.double,
  numeric: JDBC_TYPE.numeric,
  bpchar: JDBC_TYPE.char,
  varchar: JDBC_TYPE.varchar,
  text: JDBC_TYPE.varchar,
  name: JDBC_TYPE.varchar,
  bytea: JDBC_TYPE.binary,
  date: JDBC_TYPE.date,
  time: JDBC_TYPE.time,
  timestamp: JDBC_TYPE.timestamp,
  timestamptz: JDBC_TYPE.timestamp,
};

export const jdbcTypeOf = (typeName: string): number =>
  typeName.startsWith('_') ? JDBC_TYPE.array : (JDBC_BY_TYPE_NAME[typeName] ?? JDBC_TYPE.other);
