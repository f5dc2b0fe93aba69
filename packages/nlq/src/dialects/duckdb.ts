import { checkGrain } from './grain-keyword';
import { BANG_ESCAPE, ilike } from './like-pattern';
import { regexNumberText } from './number-text';
import { questionMark } from './placeholders';
import { quoteDoubleQuoted } from './quote-identifiers';
import { quoteStandardString } from './quote-strings';
import { limitAtEnd } from './row-limits';
import { toScalarLiteral } from './scalar-literal';
import type { SqlDialect } from './sql-dialect';

/** DuckDB: ANSI quoting, `?` parameters, ILIKE and a real MEDIAN aggregate. */
export const duckdb: SqlDialect = {
  name: 'duckdb',
  quoteIdentifier: quoteDoubleQuoted,
  placeholder: questionMark,
  quoteLiteral: (value) =>
    toScalarLiteral(value, { quoteString: quoteStandardString, booleans: ['FALSE', 'TRUE'] }),
  limitPosition: 'end',
  limitClause: limitAtEnd,
  // date_trunc returns a TIMESTAMP even for a DATE; weeks start on Monday.
  truncateDate: (sqlExpr, grain) => `CAST(date_trunc('${checkGrain(grain)}', ${sqlExpr}) AS DATE)`,
  castTemporal: (sqlExpr, type) => `CAST(${sqlExpr} AS ${type === 'date' ? 'DATE' : 'TIMESTAMP'})`,
  toDouble: (sqlExpr) => `CAST(${sqlExpr} AS DOUBLE)`,
  median: (sqlExpr) => `MEDIAN(${sqlExpr})`,
  // TRY_CAST alone would read 'NaN', 'inf' and '1_000' as numbers; the pattern keeps them out.
  ...regexNumberText(
    (sqlExpr, pattern) => `regexp_full_match(${sqlExpr}, ${pattern})`,
    (sqlExpr, type) => `TRY_CAST(${sqlExpr} AS ${type === 'integer' ? 'BIGINT' : 'DOUBLE'})`,
  ),
  likeEscape: BANG_ESCAPE,
  caseInsensitiveLike: ilike,
};
