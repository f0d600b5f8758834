import type { SqlParameter } from '@aws-sdk/client-rds-data';
import { isSqlJson, type SqlParam, type SqlParams } from '@kinwell/core';

/**
 * A Date as the Data API's TIMESTAMP hint wants it: 'YYYY-MM-DD HH:MM:SS.SSS', in UTC. The database
 * receives a `timestamp` (no zone), which a `timestamptz` column reads in the session's time zone; Aurora's
 * is UTC unless the cluster parameter group changes it, so keep it UTC.
 */
export function formatTimestamp(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new TypeError('An invalid Date cannot be sent as an SQL parameter');
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/** One named parameter in the Data API's shape. */
export function toSqlParameter(name: string, value: SqlParam | undefined): SqlParameter {
  // `undefined` is outside SqlParam's type, yet JavaScript callers pass it; PGlite sends it as NULL too.
  if (value === null || value === undefined) return { name, value: { isNull: true } };
  if (typeof value === 'string') return { name, value: { stringValue: value } };
  if (typeof value === 'boolean') return { name, value: { booleanValue: value } };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      throw new TypeError(`SQL parameter :${name} is ${value}; the Data API carries only finite numbers`);
    }
    // An integer beyond 2^53 is already imprecise in JavaScript; sending it as a double says so.
    return Number.isSafeInteger(value)
      ? { name, value: { longValue: value } }
      : { name, value: { doubleValue: value } };
  }
  if (value instanceof Date) return { name, value: { stringValue: formatTimestamp(value) }, typeHint: 'TIMESTAMP' };
  if (isSqlJson(value)) {
    const text = JSON.stringify(value.json);
    // JSON.stringify(undefined) is undefined: there is no JSON to send, only NULL.
    if (text === undefined) return { name, value: { isNull: true } };
    return { name, value: { stringValue: text }, typeHint: 'JSON' };
  }
  throw new TypeError(`SQL parameter :${name} has a type the Data API cannot carry`);
}

export const toSqlParameters = (params: SqlParams = {}): SqlParameter[] =>
  Object.entries(params).map(([name, value]) => toSqlParameter(name, value));
