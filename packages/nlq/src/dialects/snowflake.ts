import { checkGrain } from './grain-keyword';
import { BANG_ESCAPE, ilike } from './like-pattern';
import { regexNumberText } from './number-text';
import { questionMark } from './placeholders';
import { quoteDoubleQuoted } from './quote-identifiers';
import { quoteBackslashDoubledString } from './quote-strings';
import { limitAtEnd } from './row-limits';
import { toScalarLiteral } from './scalar-literal';
import type { SqlDialect } from './sql-dialect';

/** Snowflake: ANSI quoting, `?` parameters, ILIKE, MEDIAN; backslashes escape in literals. */
export const snowflake: SqlDialect = {
  name: 'snowflake',
  quoteIdentifier: quoteDoubleQuoted,
  placeholder: questionMark,
  quoteLiteral: (value) =>
    toScalarLiteral(value, {
      quoteString: quoteBackslashDoubledString,
      booleans: ['FALSE', 'TRUE'],
    }),
  limitPosition: 'end',
  limitClause: limitAtEnd,
  // Weeks start on the account's WEEK_START, Monday unless an admin changed it.
  truncateDate: (sqlExpr, grain) =>
    `CAST(DATE_TRUNC('${checkGrain(grain).toUpperCase()}', ${sqlExpr}) AS DATE)`,
  castTemporal: (sqlExpr, type) => `CAST(${sqlExpr} AS ${type === 'date' ? 'DATE' : 'TIMESTAMP'})`,
  toDouble: (sqlExpr) => `CAST(${sqlExpr} AS DOUBLE)`,
  median: (sqlExpr) => `MEDIAN(${sqlExpr})`,
  // TRY_TO_DOUBLE alone would read 'NaN' and 'inf' as numbers; REGEXP_LIKE matches the whole text.
  ...regexNumberText(
    (sqlExpr, pattern) => `REGEXP_LIKE(${sqlExpr}, ${pattern})`,
    (sqlExpr, type) =>
      `${type === 'integer' ? 'TRY_TO_NUMBER' : 'TRY_TO_DOUBLE'}(TRIM(${sqlExpr}))`,
  ),
  likeEscape: BANG_ESCAPE,
  caseInsensitiveLike: ilike,
};
