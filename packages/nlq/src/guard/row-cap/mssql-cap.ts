import { isKeyword, type Token } from '../lex/token';
import { appendClause, insertAt, replaceToken, wrapAlias } from './edits';
import { lastKeyword, type QueryShape, readQueryShape } from './query-shape';
import { decideCount } from './row-count';
import { readTopClause } from './top-clause';

const isRows = (token: Token | undefined) => isKeyword(token, 'ROW') || isKeyword(token, 'ROWS');

/** Wraps the main query (CTEs stay in front): `WITH .. SELECT TOP (n) * FROM (main) AS x`. */
function wrapMain(sql: string, shape: QueryShape, maxRows: number): string | null {
  const start = shape.top[shape.mainStart];
  const hasOption = shape.top.some((token) => isKeyword(token, 'OPTION'));
  if (!start || hasOption) return null;
  const main = sql.slice(start.start);
  return `${sql.slice(0, start.start)}SELECT TOP (${maxRows}) * FROM (\n${main}\n) AS ${wrapAlias}`;
}

/** Caps `... OFFSET x ROWS [FETCH NEXT c ROWS ONLY]`; null when the clause is not at the end. */
function capOffsetFetch(sql: string, top: Token[], offset: number, maxRows: number) {
  const fetch = lastKeyword(top, 'FETCH');
  if (fetch < offset) {
    return isRows(top.at(-1)) ? appendClause(sql, `FETCH NEXT ${maxRows} ROWS ONLY`) : null;
  }
  const [lead, count, rows, only] = top.slice(fetch + 1);
  const isFetch = (isKeyword(lead, 'FIRST') || isKeyword(lead, 'NEXT')) && isRows(rows);
  if (!isFetch || !isKeyword(only, 'ONLY') || top.length !== fetch + 5 || !count) return null;
  const decision = decideCount(count, maxRows);
  if (decision === 'keep') return sql;
  return decision === 'replace' ? replaceToken(sql, count, String(maxRows)) : null;
}

function capSingleSelect(sql: string, code: Token[], shape: QueryShape, maxRows: number) {
  const topToken = shape.topIndex === null ? undefined : shape.top[shape.topIndex];
  if (topToken) {
    const clause = readTopClause(code, code.indexOf(topToken), maxRows);
    if (clause.decision === 'keep') return sql;
    if (clause.decision === 'replace' && clause.count) {
      return replaceToken(sql, clause.count, String(maxRows));
    }
    return wrapMain(sql, shape, maxRows);
  }
  let after = code.indexOf(shape.top[shape.mainStart] as Token) + 1;
  if (isKeyword(code[after], 'DISTINCT') || isKeyword(code[after], 'ALL')) after += 1;
  const next = code[after];
  if (!next) return null;
  // `SELECT#x` has no space to put TOP in: one goes in front, or it would read `SELECTTOP`.
  const gap = /\s/.test(sql[next.start - 1] ?? ' ') ? '' : ' ';
  return insertAt(sql, next.start, `${gap}TOP (${maxRows}) `);
}

/**
 * Caps a SQL Server statement without wrapping when it can, since a wrapped ORDER BY is lost:
 * an OFFSET/FETCH at the end is kept or lowered (or FETCH added), a single SELECT gets or keeps
 * `TOP (n)`, and a UNION with an outer ORDER BY gets `OFFSET 0 ROWS FETCH NEXT n ROWS ONLY`.
 * A UNION without ORDER BY, or a TOP with PERCENT / WITH TIES / a placeholder, is wrapped in
 * `SELECT TOP (n) * FROM (...)` after its CTEs. Returns null when none of that applies (e.g. an
 * OPTION clause at the end). Throws nothing.
 */
export function capMssql(sql: string, code: Token[], maxRows: number): string | null {
  const shape = readQueryShape(code);
  const { top } = shape;
  const offset = lastKeyword(top, 'OFFSET');
  if (offset >= 0) return capOffsetFetch(sql, top, offset, maxRows);
  if (!shape.hasSetOperator && isKeyword(top[shape.mainStart], 'SELECT')) {
    return capSingleSelect(sql, code, shape, maxRows);
  }
  const hasOrder = lastKeyword(top, 'ORDER') > shape.mainStart;
  if (!hasOrder) return wrapMain(sql, shape, maxRows);
  const hasTail = top.some((token) => isKeyword(token, 'OPTION') || isKeyword(token, 'FOR'));
  return hasTail ? null : appendClause(sql, `OFFSET 0 ROWS FETCH NEXT ${maxRows} ROWS ONLY`);
}
