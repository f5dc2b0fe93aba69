import type { Dialect } from '@tabletalk/contracts';
import { isKeyword, type Token } from '../lex/token';
import { appendClause, insertAt, replaceToken, wrapAlias } from './edits';
import { lastKeyword, readQueryShape } from './query-shape';
import { decideCount } from './row-count';
import { readTopClause } from './top-clause';

/** Dialects whose LIMIT takes an expression, so an unknown count can be bounded in place. */
const expressionLimit = new Set<Dialect>(['postgres', 'duckdb']);

const isRows = (token: Token | undefined) => isKeyword(token, 'ROW') || isKeyword(token, 'ROWS');

/** The count token of `LIMIT c`, `LIMIT c OFFSET x [ROWS]` or `LIMIT x, c`; null otherwise. */
function limitCount(rest: Token[]): Token | null {
  const [first, second, third, fourth] = rest;
  if (!first) return null;
  if (rest.length === 1) return first;
  if (
    isKeyword(second, 'OFFSET') &&
    third &&
    (rest.length === 3 || (rest.length === 4 && isRows(fourth)))
  ) {
    return first;
  }
  return rest.length === 3 && second?.text === ',' ? (third ?? null) : null;
}

/** The count token of `FETCH FIRST|NEXT [c] ROW|ROWS ONLY`; `undefined` for an implicit 1. */
function fetchCount(rest: Token[]): Token | undefined | null {
  const [lead, a, b, c] = rest;
  if (!isKeyword(lead, 'FIRST') && !isKeyword(lead, 'NEXT')) return null;
  if (isRows(a) && isKeyword(b, 'ONLY') && rest.length === 3) return undefined;
  const isOnly = isRows(b) && isKeyword(c, 'ONLY') && rest.length === 4;
  return isOnly ? a : null;
}

function wrap(sql: string, maxRows: number): string {
  return `SELECT * FROM (\n${sql}\n) AS ${wrapAlias}\nLIMIT ${maxRows}`;
}

function capCount(sql: string, count: Token, dialect: Dialect, maxRows: number): string {
  const decision = decideCount(count, maxRows);
  if (decision === 'keep') return sql;
  if (decision === 'replace') return replaceToken(sql, count, String(maxRows));
  if (expressionLimit.has(dialect)) {
    return replaceToken(sql, count, `LEAST(${count.text}, ${maxRows})`);
  }
  return wrap(sql, maxRows);
}

function capTop(sql: string, code: Token[], topToken: Token, maxRows: number): string {
  const clause = readTopClause(code, code.indexOf(topToken), maxRows);
  if (clause.decision === 'keep') return sql;
  if (clause.decision === 'replace' && clause.count) {
    return replaceToken(sql, clause.count, String(maxRows));
  }
  return wrap(sql, maxRows);
}

function capFetch(sql: string, rest: Token[], dialect: Dialect, maxRows: number): string {
  const count = fetchCount(rest);
  if (count === null) return wrap(sql, maxRows);
  // FETCH FIRST ROW ONLY returns one row.
  if (count === undefined) return sql;
  return capCount(sql, count, dialect, maxRows);
}

function isOffsetTail(top: Token[], offset: number): boolean {
  const rest = top.slice(offset + 1);
  return offset >= 0 && (rest.length === 1 || (rest.length === 2 && isRows(rest[1])));
}

/**
 * Caps a statement for dialects with LIMIT (all but SQL Server) by editing its outer clause:
 * a LIMIT / FETCH / TOP within the cap is kept, a larger literal is lowered, a statement without
 * one gets `LIMIT n` appended (before a lone OFFSET). Counts the guard cannot read (placeholders,
 * expressions, PERCENT, WITH TIES) are bounded with LEAST where LIMIT takes expressions, else the
 * statement is wrapped in `SELECT * FROM (...) LIMIT n`. Throws nothing.
 */
export function capWithLimit(
  sql: string,
  code: Token[],
  dialect: Dialect,
  maxRows: number,
): string {
  const { top, topIndex } = readQueryShape(code);
  // Among LIMIT dialects only Snowflake has TOP; elsewhere `top` is just a column name.
  const topToken = topIndex === null || dialect !== 'snowflake' ? undefined : top[topIndex];
  if (topToken) return capTop(sql, code, topToken, maxRows);
  const fetch = lastKeyword(top, 'FETCH');
  if (fetch >= 0) return capFetch(sql, top.slice(fetch + 1), dialect, maxRows);
  const limit = lastKeyword(top, 'LIMIT');
  if (limit >= 0) {
    const count = limitCount(top.slice(limit + 1));
    return count ? capCount(sql, count, dialect, maxRows) : wrap(sql, maxRows);
  }
  const offset = lastKeyword(top, 'OFFSET');
  const offsetToken = top[offset];
  if (offsetToken && isOffsetTail(top, offset)) {
    return insertAt(sql, offsetToken.start, `LIMIT ${maxRows} `);
  }
  return appendClause(sql, `LIMIT ${maxRows}`);
}
