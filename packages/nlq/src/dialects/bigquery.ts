import type { TimeGrain } from '@tabletalk/contracts';
import { checkGrain } from './grain-keyword';
import { BACKSLASH_ESCAPE, lowerLike } from './like-pattern';
import { regexNumberText } from './number-text';
import { numbered } from './placeholders';
import { quoteBacktickEscaped } from './quote-identifiers';
import { quoteBackslashEscapedString } from './quote-strings';
import { limitAtEnd } from './row-limits';
import { toScalarLiteral } from './scalar-literal';
import type { SqlDialect } from './sql-dialect';

/** BigQuery's week starts on Sunday; Monday matches the other dialects. */
function grainPart(grain: TimeGrain): string {
  return grain === 'week' ? 'WEEK(MONDAY)' : checkGrain(grain).toUpperCase();
}

/**
 * BigQuery (GoogleSQL): backtick quoting with backslash escapes, named `@pN` parameters.
 * MEDIAN has no exact aggregate form (PERCENTILE_CONT is analytic only), so it compiles to
 * APPROX_QUANTILES, which is approximate on large inputs.
 */
export const bigquery: SqlDialect = {
  name: 'bigquery',
  quoteIdentifier: quoteBacktickEscaped,
  placeholder: numbered('@p'),
  quoteLiteral: (value) =>
    toScalarLiteral(value, {
      quoteString: quoteBackslashEscapedString,
      booleans: ['FALSE', 'TRUE'],
    }),
  limitPosition: 'end',
  limitClause: limitAtEnd,
  // CAST to DATE accepts DATE, DATETIME and TIMESTAMP (read in UTC) alike.
  truncateDate: (sqlExpr, grain) => `DATE_TRUNC(CAST(${sqlExpr} AS DATE), ${grainPart(grain)})`,
  // DATETIME and TIMESTAMP do not compare with each other, so follow the column's native type.
  castTemporal: (sqlExpr, type, nativeType) => {
    if (type === 'date') return `CAST(${sqlExpr} AS DATE)`;
    const isDatetime = nativeType.trim().toUpperCase().startsWith('DATETIME');
    return `CAST(${sqlExpr} AS ${isDatetime ? 'DATETIME' : 'TIMESTAMP'})`;
  },
  toDouble: (sqlExpr) => `CAST(${sqlExpr} AS FLOAT64)`,
  median: (sqlExpr) => `APPROX_QUANTILES(${sqlExpr}, 100)[OFFSET(50)]`,
  // SAFE_CAST alone would read 'NaN' and 'inf' as numbers, and refuses surrounding spaces.
  ...regexNumberText(
    (sqlExpr, pattern) => `REGEXP_CONTAINS(${sqlExpr}, ${pattern})`,
    (sqlExpr, type) => `SAFE_CAST(TRIM(${sqlExpr}) AS ${type === 'integer' ? 'INT64' : 'FLOAT64'})`,
  ),
  likeEscape: BACKSLASH_ESCAPE,
  caseInsensitiveLike: (sqlExpr, patternSql, negate) =>
    lowerLike(sqlExpr, patternSql, negate, false),
};
