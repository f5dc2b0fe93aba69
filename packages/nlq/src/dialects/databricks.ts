import { checkGrain } from './grain-keyword';
import { BACKSLASH_ESCAPE, lowerLike } from './like-pattern';
import { regexNumberText } from './number-text';
import { questionMark } from './placeholders';
import { quoteBacktickDoubled } from './quote-identifiers';
import { quoteBackslashEscapedString } from './quote-strings';
import { limitAtEnd } from './row-limits';
import { toScalarLiteral } from './scalar-literal';
import type { SqlDialect } from './sql-dialect';

/** Databricks (Spark SQL): backtick quoting, `?` parameters, exact MEDIAN (Runtime 11.3+). */
export const databricks: SqlDialect = {
  name: 'databricks',
  quoteIdentifier: quoteBacktickDoubled,
  placeholder: questionMark,
  quoteLiteral: (value) =>
    toScalarLiteral(value, {
      quoteString: quoteBackslashEscapedString,
      booleans: ['FALSE', 'TRUE'],
    }),
  limitPosition: 'end',
  limitClause: limitAtEnd,
  // date_trunc returns a TIMESTAMP; weeks start on Monday.
  truncateDate: (sqlExpr, grain) =>
    `CAST(DATE_TRUNC('${checkGrain(grain).toUpperCase()}', ${sqlExpr}) AS DATE)`,
  castTemporal: (sqlExpr, type) => `CAST(${sqlExpr} AS ${type === 'date' ? 'DATE' : 'TIMESTAMP'})`,
  toDouble: (sqlExpr) => `CAST(${sqlExpr} AS DOUBLE)`,
  median: (sqlExpr) => `MEDIAN(${sqlExpr})`,
  // A plain CAST, because the guard's grammar cannot read try_cast; the pattern (at most 18
  // digits before the point) makes it one that cannot fail, even in ANSI mode.
  ...regexNumberText(
    (sqlExpr, pattern) => `${sqlExpr} RLIKE ${pattern}`,
    (sqlExpr, type) => `CAST(TRIM(${sqlExpr}) AS ${type === 'integer' ? 'BIGINT' : 'DOUBLE'})`,
  ),
  likeEscape: BACKSLASH_ESCAPE,
  caseInsensitiveLike: (sqlExpr, patternSql, negate) =>
    lowerLike(sqlExpr, patternSql, negate, false),
};
