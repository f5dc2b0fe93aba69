import type { TimeGrain } from '@tabletalk/contracts';
import { BANG_ESCAPE, lowerLike } from './like-pattern';
import { regexNumberText } from './number-text';
import { questionMark } from './placeholders';
import { quoteBacktickDoubled } from './quote-identifiers';
import { quoteBackslashDoubledString } from './quote-strings';
import { limitAtEnd } from './row-limits';
import { toScalarLiteral } from './scalar-literal';
import type { SqlDialect } from './sql-dialect';

/** MySQL has no date_trunc; each grain is built from date parts and returns a DATE. */
function truncateDate(sqlExpr: string, grain: TimeGrain): string {
  switch (grain) {
    case 'day':
      return `DATE(${sqlExpr})`;
    case 'week':
      // WEEKDAY counts from Monday = 0, whatever the server's locale.
      return `DATE_SUB(DATE(${sqlExpr}), INTERVAL WEEKDAY(${sqlExpr}) DAY)`;
    case 'month':
      return `CAST(DATE_FORMAT(${sqlExpr}, '%Y-%m-01') AS DATE)`;
    case 'quarter':
      return `MAKEDATE(YEAR(${sqlExpr}), 1) + INTERVAL (QUARTER(${sqlExpr}) - 1) QUARTER`;
    case 'year':
      return `MAKEDATE(YEAR(${sqlExpr}), 1)`;
  }
  throw new RangeError(`Unknown time grain: ${String(grain)}`);
}

/**
 * MySQL and MariaDB: backtick quoting, `?` parameters, LOWER(..) LIKE LOWER(..). There is no
 * median aggregate (MariaDB's MEDIAN is a window function only), so `median` returns null.
 */
export const mysql: SqlDialect = {
  name: 'mysql',
  quoteIdentifier: quoteBacktickDoubled,
  placeholder: questionMark,
  quoteLiteral: (value) =>
    toScalarLiteral(value, {
      quoteString: quoteBackslashDoubledString,
      booleans: ['FALSE', 'TRUE'],
    }),
  limitPosition: 'end',
  limitClause: limitAtEnd,
  truncateDate,
  // MySQL's CAST has no TIMESTAMP target; DATETIME compares with both column types.
  castTemporal: (sqlExpr, type) => `CAST(${sqlExpr} AS ${type === 'date' ? 'DATE' : 'DATETIME'})`,
  // CAST AS DOUBLE needs MySQL 8.0.17+ or MariaDB 10.4+.
  toDouble: (sqlExpr) => `CAST(${sqlExpr} AS DOUBLE)`,
  median: () => null,
  // A bare CAST (or `x + 0`) reads 'n/a' as 0 with a warning; the pattern keeps it NULL. TRIM
  // spares the warning trailing spaces raise. DOUBLE rather than DECIMAL(p, s), which clips or
  // rounds values outside its precision without an error.
  ...regexNumberText(
    (sqlExpr, pattern) => `${sqlExpr} REGEXP ${pattern}`,
    (sqlExpr, type) => `CAST(TRIM(${sqlExpr}) AS ${type === 'integer' ? 'SIGNED' : 'DOUBLE'})`,
  ),
  likeEscape: BANG_ESCAPE,
  caseInsensitiveLike: (sqlExpr, patternSql, negate) => lowerLike(sqlExpr, patternSql, negate),
};
