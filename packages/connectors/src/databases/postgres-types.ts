import type { ColumnType } from '@tabletalk/contracts';
import pg from 'pg';
import { numericText } from './values';

/** Type OIDs of the built-in types Tabletalk reasons about (pg_type.oid). */
const OID_TYPES: Record<number, ColumnType> = {
  16: 'boolean',
  20: 'integer',
  21: 'integer',
  23: 'integer',
  26: 'integer',
  700: 'decimal',
  701: 'decimal',
  790: 'decimal',
  1700: 'decimal',
  1082: 'date',
  1114: 'timestamp',
  1184: 'timestamp',
};

/** The column type of a result field, from its type OID; other types read as text. */
export function columnTypeFromOid(oid: number): ColumnType {
  return OID_TYPES[oid] ?? 'text';
}

type Parser = (text: string) => unknown;

const defaultTimestamptz = pg.types.getTypeParser(1184, 'text') as Parser;

/**
 * Text parsers that keep values exact and free of the Node process's time zone: BIGINT and
 * NUMERIC become numbers only when exact, DATE stays `YYYY-MM-DD`, TIMESTAMP (no zone) stays
 * wall-clock `YYYY-MM-DDTHH:MM:SS`, TIMESTAMPTZ becomes an ISO instant in UTC.
 */
const PARSERS: Record<number, Parser> = {
  20: numericText,
  1700: numericText,
  1082: (text) => text,
  1114: (text) => text.replace(' ', 'T'),
  1184: (text) => {
    const value = defaultTimestamptz(text);
    return value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : text;
  },
};

/** The `types` option given to every pg client of a connector. */
export const postgresTypes = {
  getTypeParser(oid: number, format?: string) {
    return PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;
