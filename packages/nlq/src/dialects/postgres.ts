import { checkGrain } from './grain-keyword';
import { BANG_ESCAPE, ilike } from './like-pattern';
import { regexNumberText } from './number-text';
import { numbered } from './placeholders';
import { quoteDoubleQuoted } from './quote-identifiers';
import { quoteStandardString } from './quote-strings';
import { limitAtEnd } from './row-limits';
import { toScalarLiteral } from './scalar-literal';
import type { SqlDialect } from './sql-dialect';

/** PostgreSQL: ANSI quoting, `$n` parameters, ILIKE, median as an ordered-set aggregate. */
export const postgres: SqlDialect = {
  name: 'postgres',
  quoteIdentifier: quoteDoubleQuoted,
  placeholder: numbered('$'),
  quoteLiteral: (value) =>
    toScalarLiteral(value, { quoteString: quoteStandardString, booleans: ['FALSE', 'TRUE'] }),
  limitPosition: 'end',
  limitClause: limitAtEnd,
  truncateDate: (sqlExpr, grain) => `CAST(date_trunc('${checkGrain(grain)}', ${sqlExpr}) AS DATE)`,
  castTemporal: (sqlExpr, type) => `CAST(${sqlExpr} AS ${type === 'date' ? 'DATE' : 'TIMESTAMP'})`,
  toDouble: (sqlExpr) => `CAST(${sqlExpr} AS DOUBLE PRECISION)`,
  median: (sqlExpr) => `PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY ${sqlExpr})`,
  // PostgreSQL has no TRY_CAST: the CASE keeps 'n/a' from the cast, which would fail the query.
  ...regexNumberText(
    (sqlExpr, pattern) => `${sqlExpr} ~ ${pattern}`,
    (sqlExpr, type) => `CAST(${sqlExpr} AS ${type === 'integer' ? 'BIGINT' : 'NUMERIC'})`,
  ),
  likeEscape: BANG_ESCAPE,
  caseInsensitiveLike: ilike,
};
