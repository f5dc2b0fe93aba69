import type { SqlValue } from 'sql.js';

/** DuckDB types a SQLite column is loaded as. */
export type DuckDbColumnType = 'BIGINT' | 'DOUBLE' | 'VARCHAR' | 'BOOLEAN' | 'DATE' | 'TIMESTAMP';

/** SQLite's column affinities (https://sqlite.org/datatype3.html, section 3.1). */
export type SqliteAffinity = 'INTEGER' | 'TEXT' | 'BLOB' | 'REAL' | 'NUMERIC';

/** SQLite's affinity rules, applied in their order to the declared type. */
export function sqliteAffinity(declaredType: string): SqliteAffinity {
  const type = declaredType.toUpperCase();
  if (type.includes('INT')) return 'INTEGER';
  if (type.includes('CHAR') || type.includes('CLOB') || type.includes('TEXT')) return 'TEXT';
  if (type.includes('BLOB') || type.trim() === '') return 'BLOB';
  if (type.includes('REAL') || type.includes('FLOA') || type.includes('DOUB')) return 'REAL';
  return 'NUMERIC';
}

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?$/;

/** What the non-null values of a column hold. */
function valueKinds(values: readonly SqlValue[]) {
  const filled = values.filter((value) => value !== null);
  const isAll = (test: (value: SqlValue) => boolean) => filled.length > 0 && filled.every(test);
  return {
    isEmpty: filled.length === 0,
    isAllIntegers: isAll((v) => typeof v === 'number' && Number.isInteger(v)),
    isAllNumbers: isAll((v) => typeof v === 'number'),
    isAllDates: isAll((v) => typeof v === 'string' && DATE_TEXT.test(v)),
    isAllTimestamps: isAll((v) => typeof v === 'string' && TIMESTAMP_TEXT.test(v)),
    isAllBits: isAll((v) => v === 0 || v === 1),
  };
}

/** NUMERIC affinity holds what the declaration suggests when every value fits it. */
function numericType(declaredType: string, values: readonly SqlValue[]): DuckDbColumnType {
  const type = declaredType.toUpperCase();
  const kinds = valueKinds(values);
  const isTemporal = type.includes('DATE') || type.includes('TIME');
  if (isTemporal && kinds.isAllDates) return 'DATE';
  if (isTemporal && kinds.isAllTimestamps) return 'TIMESTAMP';
  if (type.includes('BOOL') && kinds.isAllBits) return 'BOOLEAN';
  // DECIMAL(19,4) amounts stay decimals even when this data happens to hold whole numbers.
  const isDecimal = type.includes('DEC') || type.includes('NUM') || type.includes('MONEY');
  if (kinds.isAllIntegers && !isDecimal) return 'BIGINT';
  if (kinds.isAllNumbers || (kinds.isEmpty && isDecimal)) return 'DOUBLE';
  return 'VARCHAR';
}

/**
 * The DuckDB type for a SQLite column: its declared type's affinity, widened when the values do
 * not fit, since SQLite stores any value in any column. INTEGER → BIGINT (DOUBLE when a value has
 * a fraction, VARCHAR when one is text, such as ''), REAL → DOUBLE (else VARCHAR), TEXT → VARCHAR,
 * NUMERIC → DATE/TIMESTAMP/BOOLEAN/BIGINT/DOUBLE as declared when every value fits, else the
 * widest that does; no declared type → whatever all values are. Never throws.
 * @example chooseDuckDbType('int', [1, 2, '']) // 'VARCHAR'
 */
export function chooseDuckDbType(
  declaredType: string,
  values: readonly SqlValue[],
): DuckDbColumnType {
  const kinds = valueKinds(values);
  switch (sqliteAffinity(declaredType)) {
    case 'INTEGER':
      if (kinds.isEmpty || kinds.isAllIntegers) return 'BIGINT';
      return kinds.isAllNumbers ? 'DOUBLE' : 'VARCHAR';
    case 'REAL':
      return kinds.isEmpty || kinds.isAllNumbers ? 'DOUBLE' : 'VARCHAR';
    case 'TEXT':
      return 'VARCHAR';
    case 'NUMERIC':
      return numericType(declaredType, values);
    case 'BLOB':
      if (kinds.isAllIntegers) return 'BIGINT';
      return kinds.isAllNumbers ? 'DOUBLE' : 'VARCHAR';
  }
}
