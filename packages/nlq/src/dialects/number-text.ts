import type { NumericType, SqlDialect } from './sql-dialect';

/*
 * What counts as a number written as text, the same in the knowledge build (which types such a
 * column as a number) and the compiler (which casts it): optional spaces, an optional minus,
 * digits without a leading zero (so zip codes like "01234" stay text), optional decimals. At most
 * 18 digits before the point: longer digit strings are codes, and every such integer fits a
 * BIGINT, so the guarded casts below cannot overflow. The patterns hold no quote and no
 * backslash, so they are the same literal in every dialect's string syntax.
 */
const integerPart = '-?(0|[1-9][0-9]{0,17})';

const patterns: Record<NumericType, string> = {
  integer: `^ *${integerPart} *$`,
  decimal: `^ *${integerPart}([.][0-9]+)? *$`,
};

/**
 * The regular expression, as an SQL string literal, matching text that is a whole number
 * (`integer`) or any plain number (`decimal`). Throws nothing.
 */
export function numberTextPattern(type: NumericType): string {
  return `'${patterns[type]}'`;
}

/**
 * The regular expression itself, for code that checks values outside SQL. Throws nothing.
 * @example numberTextRegExp('decimal').test(' 1.5 ') // true
 */
export function numberTextRegExp(type: NumericType): RegExp {
  return new RegExp(patterns[type]);
}

/** `CASE WHEN test THEN cast END`: the cast runs only on text the test accepts. Throws nothing. */
export function guardedCast(test: string, cast: string): string {
  return `CASE WHEN ${test} THEN ${cast} END`;
}

/**
 * The two number-text members of a dialect with regular expressions: `matches` writes its regex
 * test of a text against a pattern literal, `cast` its cast of a text already known to be a
 * number; the cast is guarded by the test, so text like 'n/a' or 'NaN' reads as NULL. Throws nothing.
 */
export function regexNumberText(
  matches: (sqlExpr: string, pattern: string) => string,
  cast: (sqlExpr: string, type: NumericType) => string,
): Pick<SqlDialect, 'isNumberText' | 'numberFromText'> {
  const isNumberText = (sqlExpr: string, type: NumericType) =>
    matches(sqlExpr, numberTextPattern(type));
  return {
    isNumberText,
    numberFromText: (sqlExpr, type) =>
      guardedCast(isNumberText(sqlExpr, type), cast(sqlExpr, type)),
  };
}
