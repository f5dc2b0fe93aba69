import type { ColumnType } from '@tabletalk/contracts';
import { numericText } from './values';

/** mysql protocol column type codes (MYSQL_TYPE_*) → Tabletalk types. */
const TYPE_CODES: Record<number, ColumnType> = {
  0: 'decimal', // DECIMAL
  2: 'integer', // SHORT
  3: 'integer', // LONG
  4: 'decimal', // FLOAT
  5: 'decimal', // DOUBLE
  7: 'timestamp', // TIMESTAMP
  8: 'integer', // LONGLONG
  9: 'integer', // INT24
  10: 'date', // DATE
  12: 'timestamp', // DATETIME
  13: 'integer', // YEAR
  14: 'date', // NEWDATE
  246: 'decimal', // NEWDECIMAL
};

/** A result field's type; TINYINT(1) is how MySQL spells boolean. */
export function columnTypeFromField(field: {
  columnType?: number;
  columnLength?: number;
}): ColumnType {
  if (field.columnType === 1) return field.columnLength === 1 ? 'boolean' : 'integer';
  return TYPE_CODES[field.columnType ?? -1] ?? 'text';
}

/**
 * A cell as mysql2 read it (dates as text, DECIMAL and big BIGINT as text) made uniform:
 * DATETIME `2024-01-02 10:00:00` becomes ISO `2024-01-02T10:00:00`, exact numeric text a number,
 * TINYINT(1) a boolean.
 */
export function mysqlValue(value: unknown, type: ColumnType | undefined): unknown {
  if (type === 'boolean' && typeof value === 'number') return value !== 0;
  if (typeof value !== 'string') return value;
  if (type === 'timestamp') return value.replace(' ', 'T');
  if (type === 'decimal' || type === 'integer') return numericText(value);
  return value;
}
