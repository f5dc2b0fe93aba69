import type { Token } from '../lex/token';

/** The SQL with one token's text replaced. Throws nothing. */
export function replaceToken(sql: string, token: Token, text: string): string {
  return `${sql.slice(0, token.start)}${text}${sql.slice(token.end)}`;
}

/** The SQL with text inserted before the given offset. Throws nothing. */
export function insertAt(sql: string, offset: number, text: string): string {
  return `${sql.slice(0, offset)}${text}${sql.slice(offset)}`;
}

/**
 * Appends a clause on a new line, so a trailing `--` comment cannot swallow it.
 * Throws nothing.
 */
export function appendClause(sql: string, clause: string): string {
  return `${sql}\n${clause}`;
}

/** Alias of the subquery a capped statement is wrapped in. */
export const wrapAlias = 'tabletalk_capped';
