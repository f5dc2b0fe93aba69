import type { TimeGrain } from '@tabletalk/contracts';
import { BRACKET_ESCAPE, lowerLike } from './like-pattern';
import { mssqlIsNumberText, mssqlNumberFromText } from './mssql-number-text';
import { numbered } from './placeholders';
import { quoteBracketed } from './quote-identifiers';
import { quoteNationalString } from './quote-strings';
import { topCount } from './row-limits';
import { toScalarLiteral } from './scalar-literal';
import type { SqlDialect } from './sql-dialect';

/** DATEFROMPARTS forms rather than DATETRUNC, which needs SQL Server 2022. */
function truncateDate(sqlExpr: string, grain: TimeGrain): string {
  switch (grain) {
    case 'day':
      return `CAST(${sqlExpr} AS DATE)`;
    case 'week':
      // Days since Monday counted from 1900-01-01 (a Monday): independent of SET DATEFIRST, and
      // free of @@ variables the SQL guard cannot read.
      return `DATEADD(DAY, -(DATEDIFF(DAY, '19000101', ${sqlExpr}) % 7), CAST(${sqlExpr} AS DATE))`;
    case 'month':
      return `DATEFROMPARTS(YEAR(${sqlExpr}), MONTH(${sqlExpr}), 1)`;
    case 'quarter':
      return `DATEFROMPARTS(YEAR(${sqlExpr}), (DATEPART(QUARTER, ${sqlExpr}) - 1) * 3 + 1, 1)`;
    case 'year':
      return `DATEFROMPARTS(YEAR(${sqlExpr}), 1, 1)`;
  }
  throw new RangeError(`Unknown time grain: ${String(grain)}`);
}

/**
 * SQL Server: bracket quoting, named `@pN` parameters, `TOP (n)`, bit booleans. There is no
 * median aggregate (PERCENTILE_CONT is a window function only), so `median` returns null.
 */
export const mssql: SqlDialect = {
  name: 'mssql',
  quoteIdentifier: quoteBracketed,
  placeholder: numbered('@p'),
  quoteLiteral: (value) =>
    toScalarLiteral(value, { quoteString: quoteNationalString, booleans: ['0', '1'] }),
  limitPosition: 'top',
  limitClause: topCount,
  truncateDate,
  castTemporal: (sqlExpr, type) => `CAST(${sqlExpr} AS ${type === 'date' ? 'DATE' : 'DATETIME2'})`,
  toDouble: (sqlExpr) => `CAST(${sqlExpr} AS FLOAT)`,
  median: () => null,
  isNumberText: mssqlIsNumberText,
  numberFromText: mssqlNumberFromText,
  likeEscape: BRACKET_ESCAPE,
  caseInsensitiveLike: (sqlExpr, patternSql, negate) =>
    lowerLike(sqlExpr, patternSql, negate, false),
};
