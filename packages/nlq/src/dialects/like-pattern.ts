import type { LikeEscape } from './sql-dialect';

/** The text operators a LIKE pattern is built for. */
export type TextOperator = 'contains' | 'starts_with' | 'ends_with';

/** `!` escapes the standard wildcards; the ESCAPE clause names it. */
export const BANG_ESCAPE: LikeEscape = { char: '!', wildcards: '%_' };

/**
 * SQL Server: wildcards and `[` (a character class) are made literal by enclosing them in
 * brackets, which needs no ESCAPE clause (the guard's T-SQL grammar cannot read one).
 */
export const BRACKET_ESCAPE: LikeEscape = { char: '[', wildcards: '%_[', brackets: true };

/** BigQuery's LIKE has no ESCAPE clause and Databricks' escapes with a backslash by default. */
export const BACKSLASH_ESCAPE: LikeEscape = { char: '\\', wildcards: '%_' };

/**
 * The LIKE pattern matching `value` literally as a substring, prefix or suffix: the escape
 * character and every wildcard in the value are escaped before `%` is added around it.
 * @example likePattern("o'b%", 'contains', BANG_ESCAPE) // "%o'b!%%"
 */
export function likePattern(value: string, op: TextOperator, rule: LikeEscape): string {
  const special = new Set([rule.char, ...rule.wildcards]);
  const literalOf = (char: string) => (rule.brackets ? `[${char}]` : rule.char + char);
  const literal = [...value].map((char) => (special.has(char) ? literalOf(char) : char)).join('');
  switch (op) {
    case 'contains':
      return `%${literal}%`;
    case 'starts_with':
      return `${literal}%`;
    case 'ends_with':
      return `%${literal}`;
  }
  throw new RangeError(`Unknown text operator: ${String(op)}`);
}

/** `x ILIKE pattern ESCAPE '!'` for dialects with a case-insensitive LIKE. */
export function ilike(sqlExpr: string, patternSql: string, negate: boolean): string {
  return `${sqlExpr} ${negate ? 'NOT ILIKE' : 'ILIKE'} ${patternSql} ESCAPE '!'`;
}

/** `LOWER(x) LIKE LOWER(pattern)`, with `ESCAPE '!'` unless the dialect has no ESCAPE clause. */
export function lowerLike(
  sqlExpr: string,
  patternSql: string,
  negate: boolean,
  hasEscapeClause = true,
): string {
  const operator = negate ? 'NOT LIKE' : 'LIKE';
  const escapeClause = hasEscapeClause ? " ESCAPE '!'" : '';
  return `LOWER(${sqlExpr}) ${operator} LOWER(${patternSql})${escapeClause}`;
}
