import type { Dialect, ScalarValue, TimeGrain } from '@tabletalk/contracts';

/** The temporal types a bound ISO string is cast to before it meets a column. */
export type TemporalType = 'date' | 'timestamp';

/** The number types a text column holding numbers is read as. */
export type NumericType = 'integer' | 'decimal';

/** How a dialect escapes LIKE wildcards inside a pattern. */
export interface LikeEscape {
  /** The character that makes the next wildcard literal. */
  char: string;
  /** Characters that are wildcards in this dialect's LIKE (besides the escape char itself). */
  wildcards: string;
  /** SQL Server: a special character is made literal by enclosing it in brackets (`[%]`). */
  brackets?: boolean;
}

/**
 * What the compiler (and later the guard and connectors) needs to know about one SQL dialect.
 * Every method returns SQL text; none of them sees user values except `quoteLiteral`.
 */
export interface SqlDialect {
  readonly name: Dialect;
  /** One identifier, quoted and escaped; throws RangeError for an empty name or NUL. */
  quoteIdentifier(name: string): string;
  /** The placeholder for the 1-based parameter `index`. */
  placeholder(index: number): string;
  /** A value as a literal, for the rare place binding is impossible; throws RangeError on NUL. */
  quoteLiteral(value: ScalarValue): string;
  /** Whether the row cap is `SELECT TOP (n)` or a trailing `LIMIT n`. */
  readonly limitPosition: 'top' | 'end';
  /** `LIMIT n` or `TOP (n)`; throws RangeError unless n is a positive safe integer. */
  limitClause(count: number): string;
  /** The first day of the period holding `sqlExpr`, as a DATE. */
  truncateDate(sqlExpr: string, grain: TimeGrain): string;
  /** `sqlExpr` (a bound ISO string) cast to the column's temporal type. */
  castTemporal(sqlExpr: string, type: TemporalType, nativeType: string): string;
  /** `sqlExpr` as a floating-point number, so integer division cannot truncate. */
  toDouble(sqlExpr: string): string;
  /** The median aggregate of `sqlExpr`, or null where the dialect has no aggregate form. */
  median(sqlExpr: string): string | null;
  /**
   * A condition true when the text `sqlExpr` is a plain number (see number-text.ts), a whole
   * one for `integer`; NULL or false otherwise.
   */
  isNumberText(sqlExpr: string, type: NumericType): string;
  /** The text `sqlExpr` as a number of `type`, NULL where it is not a plain number; never an error. */
  numberFromText(sqlExpr: string, type: NumericType): string;
  readonly likeEscape: LikeEscape;
  /** Case-insensitive `sqlExpr LIKE patternSql` (with the ESCAPE clause the dialect needs). */
  caseInsensitiveLike(sqlExpr: string, patternSql: string, negate: boolean): string;
}
