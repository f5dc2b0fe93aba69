import {
  DuckDBDateValue,
  DuckDBDecimalValue,
  DuckDBTimestampTZValue,
  DuckDBTimestampValue,
  type DuckDBValue,
  timestampValue,
} from '@duckdb/node-api';
import type { ColumnType } from '@tabletalk/contracts';

const INTEGER_TYPES = new Set([
  'TINYINT',
  'SMALLINT',
  'INTEGER',
  'BIGINT',
  'HUGEINT',
  'UTINYINT',
  'USMALLINT',
  'UINTEGER',
  'UBIGINT',
  'UHUGEINT',
  'INT1',
  'INT2',
  'INT4',
  'INT8',
  'INT',
]);
const DECIMAL_TYPES = new Set(['DOUBLE', 'FLOAT', 'REAL', 'FLOAT4', 'FLOAT8', 'NUMERIC']);

/**
 * Maps a DuckDB type name (`BIGINT`, `DECIMAL(18,3)`, `TIMESTAMP WITH TIME ZONE`, ...) to the
 * column type Tabletalk reasons about. Anything unrecognised is text.
 */
export function toColumnType(nativeType: string): ColumnType {
  const name = nativeType.trim().toUpperCase();
  if (INTEGER_TYPES.has(name)) return 'integer';
  if (DECIMAL_TYPES.has(name) || name.startsWith('DECIMAL')) return 'decimal';
  if (name === 'DATE') return 'date';
  if (name.startsWith('TIMESTAMP')) return 'timestamp';
  if (name === 'BOOLEAN' || name === 'BOOL') return 'boolean';
  return 'text';
}

/**
 * Turns one DuckDB value into something `JSON.stringify` keeps exactly: bigints become numbers
 * when safe (strings otherwise), DATE becomes `YYYY-MM-DD`, TIMESTAMP an ISO string without a zone
 * (it has none), TIMESTAMPTZ an ISO string in UTC, DECIMAL a number, other values their text.
 */
export function toJsonSafe(value: DuckDBValue): unknown {
  if (value === null) return null;
  switch (typeof value) {
    case 'number':
      return Number.isFinite(value) ? value : String(value);
    case 'string':
    case 'boolean':
      return value;
    case 'bigint':
      return bigintToJson(value);
    default:
      return objectToJson(value);
  }
}

function bigintToJson(value: bigint): number | string {
  const isSafe =
    value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER);
  return isSafe ? Number(value) : value.toString();
}

function objectToJson(value: Exclude<DuckDBValue, null | number | string | boolean | bigint>) {
  if (value instanceof DuckDBDecimalValue) return value.toDouble();
  if (value instanceof DuckDBDateValue) return value.toString();
  if (value instanceof DuckDBTimestampTZValue) return timestampTzToIso(value);
  if (value instanceof DuckDBTimestampValue) return value.toString().replace(' ', 'T');
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value.toString();
}

function timestampTzToIso(value: DuckDBTimestampTZValue): string {
  const millis = Number(value.micros / 1000n);
  const date = new Date(millis);
  return Number.isNaN(date.getTime()) ? value.toString() : date.toISOString();
}

/**
 * Converts query parameters from plain JS to values DuckDB binds: dates become TIMESTAMP values,
 * `undefined` becomes null, objects are refused.
 */
export function toDuckDbParam(value: unknown): DuckDBValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return timestampValue(BigInt(value.getTime()) * 1000n);
  switch (typeof value) {
    case 'number':
    case 'string':
    case 'boolean':
    case 'bigint':
      return value;
    default:
      throw new TypeError(`Unsupported query parameter of type ${typeof value}`);
  }
}

/** Quotes an identifier for DuckDB SQL. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Quotes a string literal for DuckDB SQL (for options that cannot be bound as parameters). */
export function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
