import type { NumericType } from './sql-dialect';

const convertTargets: Record<NumericType, string> = { integer: 'BIGINT', decimal: 'FLOAT' };

/**
 * SQL Server's `TRY_CONVERT(BIGINT | FLOAT, x)`: the number, or NULL for text it cannot read
 * (never an error). It accepts a little more than the shared pattern ('1e3', '007'), all of it
 * numbers; it refuses 'NaN' and 'Infinity'. TRY_CONVERT rather than TRY_CAST because the guard's
 * T-SQL grammar reads only the former. Throws nothing.
 */
export function mssqlNumberFromText(sqlExpr: string, type: NumericType): string {
  return `TRY_CONVERT(${convertTargets[type]}, ${sqlExpr})`;
}

/**
 * SQL Server has no regular expressions, so the shared pattern is approximated: the text
 * converts, holds only spaces, digits, a minus (and a point for decimals), and has no leading
 * zero and no bare leading or trailing point. Throws nothing.
 */
export function mssqlIsNumberText(sqlExpr: string, type: NumericType): string {
  const allowed = type === 'integer' ? ' 0-9-' : ' 0-9.-';
  const checks = [
    `${mssqlNumberFromText(sqlExpr, type)} IS NOT NULL`,
    `${sqlExpr} NOT LIKE '%[^${allowed}]%'`,
    `LTRIM(${sqlExpr}) NOT LIKE '0[0-9]%'`,
    `LTRIM(${sqlExpr}) NOT LIKE '-0[0-9]%'`,
  ];
  if (type === 'decimal') {
    checks.push(
      `LTRIM(${sqlExpr}) NOT LIKE '.%'`,
      `LTRIM(${sqlExpr}) NOT LIKE '-.%'`,
      `RTRIM(${sqlExpr}) NOT LIKE '%.'`,
    );
  }
  return `(${checks.join(' AND ')})`;
}
