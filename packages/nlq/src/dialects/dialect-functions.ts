import type { Dialect, ScalarValue, TimeGrain } from '@tabletalk/contracts';
import { getDialect } from './get-dialect';
import { likePattern, type TextOperator } from './like-pattern';
import type { NumericType } from './sql-dialect';

/*
 * One-call forms of the dialect descriptions, for code that holds a dialect name rather than
 * its description (the guard, the connectors).
 */

/**
 * One identifier quoted for the dialect: `"a""b"`, `` `a``b` ``, `[a]]b]`.
 * @throws RangeError for an empty name or one containing NUL.
 */
export function quoteIdentifier(dialect: Dialect, name: string): string {
  return getDialect(dialect).quoteIdentifier(name);
}

/**
 * `schema.table` (BigQuery `dataset.table`) with each part quoted, or the bare quoted table.
 * @throws RangeError for an empty part or one containing NUL.
 */
export function qualifyTable(dialect: Dialect, schema: string | null, name: string): string {
  const sql = getDialect(dialect);
  const table = sql.quoteIdentifier(name);
  return schema === null ? table : `${sql.quoteIdentifier(schema)}.${table}`;
}

/**
 * The placeholder for the 1-based parameter `index`: `?`, `$3` or `@p3`.
 * @throws RangeError unless index is a positive integer.
 */
export function placeholder(dialect: Dialect, index: number): string {
  return getDialect(dialect).placeholder(index);
}

/**
 * THE escaping function for a value that cannot be bound as a parameter: a string, number or
 * boolean written as a literal the dialect reads back unchanged.
 * @throws RangeError for text containing NUL or a non-finite number.
 * @example quoteLiteral('mysql', "o'b\\") // "'o''b\\\\'"
 */
export function quoteLiteral(dialect: Dialect, value: ScalarValue): string {
  return getDialect(dialect).quoteLiteral(value);
}

/**
 * `LIMIT n`, or `TOP (n)` for SQL Server (placed after SELECT; see `limitPosition`).
 * @throws RangeError unless count is a positive safe integer.
 */
export function limitClause(dialect: Dialect, count: number): string {
  return getDialect(dialect).limitClause(count);
}

/**
 * An expression for the first day (a DATE) of the `grain` period holding `sqlExpr`.
 * @throws RangeError for an unknown grain.
 */
export function truncateDate(dialect: Dialect, sqlExpr: string, grain: TimeGrain): string {
  return getDialect(dialect).truncateDate(sqlExpr, grain);
}

/**
 * A case-insensitive test that `sqlExpr` contains, starts or ends with a value, given the SQL
 * (normally a placeholder) of the pattern built by `likePatternFor`.
 */
export function caseInsensitiveLike(
  dialect: Dialect,
  sqlExpr: string,
  patternSql: string,
  negate = false,
): string {
  return getDialect(dialect).caseInsensitiveLike(sqlExpr, patternSql, negate);
}

/**
 * The LIKE pattern (to bind as a parameter) that matches `value` literally, with the dialect's
 * wildcards and escape character escaped.
 * @throws RangeError for an unknown operator.
 */
export function likePatternFor(dialect: Dialect, value: string, op: TextOperator): string {
  return likePattern(value, op, getDialect(dialect).likeEscape);
}

/**
 * A condition true when the text `sqlExpr` is a plain number (a whole one for `integer`): the
 * test the knowledge build counts with before it types a text column as a number. Throws
 * nothing for a known dialect.
 * @example isNumberText('postgres', 'x', 'integer') // "x ~ '^ *-?(0|[1-9][0-9]{0,17}) *$'"
 */
export function isNumberText(dialect: Dialect, sqlExpr: string, type: NumericType): string {
  return getDialect(dialect).isNumberText(sqlExpr, type);
}

/**
 * The text `sqlExpr` read as a number of `type`, NULL (never an error) where it is not a plain
 * number: how the compiler and the knowledge build read a text column typed as a number.
 * Throws nothing for a known dialect.
 * @example numberFromText('mssql', 'x', 'decimal') // 'TRY_CONVERT(FLOAT, x)'
 */
export function numberFromText(dialect: Dialect, sqlExpr: string, type: NumericType): string {
  return getDialect(dialect).numberFromText(sqlExpr, type);
}
