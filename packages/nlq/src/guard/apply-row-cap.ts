import type { TextContext } from './context';
import { capWithLimit } from './row-cap/limit-cap';
import { capMssql } from './row-cap/mssql-cap';
import { type GuardResult, refuse } from './types';

/**
 * Checks the configured row cap. Throws a RangeError when `maxRows` is not a positive integer
 * (a caller bug, not user input).
 */
export function assertMaxRows(maxRows: number): void {
  if (!Number.isSafeInteger(maxRows) || maxRows < 1) {
    throw new RangeError('maxRows must be a positive integer');
  }
}

/**
 * Returns the statement with the row cap applied, editing the outer query's own LIMIT / TOP /
 * FETCH in the text rather than regenerating SQL from the tree, so literals, comments, quoting
 * and placeholders stay byte-for-byte as written. See `capWithLimit` and `capMssql` for the
 * rules. Refuses (DENIED_CLAUSE) the rare SQL Server shape no edit can cap.
 * Throws a RangeError when `maxRows` is not a positive integer (a caller bug, not user input).
 */
export function applyRowCap(context: TextContext): GuardResult {
  const { maxRows } = context.options;
  assertMaxRows(maxRows);
  const sql =
    context.dialect === 'mssql'
      ? capMssql(context.sql, context.code, maxRows)
      : capWithLimit(context.sql, context.code, context.dialect, maxRows);
  if (sql === null) {
    return refuse(
      'DENIED_CLAUSE',
      'A row limit could not be added to this query; simplify its ending.',
    );
  }
  return { ok: true, sql };
}
