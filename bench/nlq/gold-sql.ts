import { tokenizeSql } from './sql-tokens';

/**
 * The query with quoted text and everything inside parentheses blanked to spaces, keeping its
 * length, so keywords found in it are those of the outermost query, at their places in `sql`.
 * @example outerLevel("SELECT a FROM t WHERE b IN (SELECT b) AND c = 'x'") // "SELECT a FROM t WHERE b IN (        ) AND c =    "
 */
export function outerLevel(sql: string): string {
  let depth = 0;
  let outer = '';
  for (const token of tokenizeSql(sql)) {
    if (token.kind !== 'other') {
      outer += ' '.repeat(token.text.length);
      continue;
    }
    for (const char of token.text) {
      if (char === ')') depth = Math.max(0, depth - 1);
      outer += depth === 0 ? char : ' ';
      if (char === '(') depth += 1;
    }
  }
  return outer;
}

/**
 * Whether a query sorts its result at the outermost level: an ORDER BY outside any parentheses
 * and quotes (one inside a subquery does not order the result). Never throws.
 * @example hasOuterOrderBy('SELECT a FROM t WHERE b IN (SELECT b FROM u ORDER BY c)') // false
 */
export function hasOuterOrderBy(sql: string): boolean {
  return /\border\s+by\b/i.test(outerLevel(sql));
}

/** A gold query rewritten to show what it sorts by: see `withSortKeys`. */
export interface SortKeyQuery {
  /** The query without its LIMIT, its ORDER BY keys added as the last columns. */
  sql: string;
  keyCount: number;
  /** The outer LIMIT, or null when the query has none. */
  limit: number | null;
}

/** Splits `text` at the commas of its outermost level. */
function splitOuterCommas(text: string): string[] {
  const outer = outerLevel(text);
  const parts: string[] = [];
  let start = 0;
  for (let index = 0; index <= outer.length; index++) {
    if (index === outer.length || outer[index] === ',') {
      parts.push(text.slice(start, index).trim());
      start = index + 1;
    }
  }
  return parts;
}

/**
 * A single SELECT with an outer ORDER BY (and maybe `LIMIT n`), rewritten to return every row
 * with its sort keys added as the last columns, so ties can be seen; null for any other shape
 * (DISTINCT, set operations, OFFSET), whose keys could change which rows come back.
 * @example withSortKeys('SELECT name FROM t ORDER BY age DESC LIMIT 1') // { sql: 'SELECT name, age FROM t ORDER BY age DESC', keyCount: 1, limit: 1 }
 */
export function withSortKeys(sql: string): SortKeyQuery | null {
  const trimmed = sql.trim().replace(/;\s*$/, '');
  const outer = outerLevel(trimmed);
  const shape =
    /^select\s+(?!distinct\b)[\s\S]*?\bfrom\b[\s\S]*\border\s+by\b([\s\S]*?)(?:\blimit\s+(\d+)\s*)?$/i.exec(
      outer,
    );
  if (!shape || /\b(union|intersect|except|offset)\b/i.test(outer)) return null;
  const from = outer.search(/\bfrom\b/i);
  const orderBy = outer.search(/\border\s+by\b[\s\S]*$/i);
  const keysStart = orderBy + (/^order\s+by/i.exec(outer.slice(orderBy))?.[0].length ?? 0);
  const limitMatch = /\blimit\s+\d+\s*$/i.exec(outer);
  const keysEnd = limitMatch ? limitMatch.index : trimmed.length;
  const keys = splitOuterCommas(trimmed.slice(keysStart, keysEnd)).map((key) =>
    key.replace(/\s+(asc|desc)$/i, ''),
  );
  if (keys.some((key) => key === '')) return null;
  const shown = trimmed.slice(0, from).trimEnd();
  return {
    sql: `${shown}, ${keys.join(', ')} ${trimmed.slice(from, keysEnd).trim()}`,
    keyCount: keys.length,
    limit: shape[2] === undefined ? null : Number(shape[2]),
  };
}

/**
 * Rewrites a gold query for DuckDB: SQLite reads a double-quoted word that names no column as a
 * string ("JetBlue Airways"), DuckDB always as an identifier, so double-quoted text that is not
 * one of `identifiers` (table and column names, compared case-insensitively) becomes a
 * single-quoted string. Only for running gold SQL in the harness's self-test. Never throws.
 * @example toDuckDbGoldSql('SELECT * FROM airlines WHERE Airline = "JetBlue Airways"', ['airlines', 'Airline'])
 */
export function toDuckDbGoldSql(sql: string, identifiers: readonly string[]): string {
  const known = new Set(identifiers.map((name) => name.toLowerCase()));
  return tokenizeSql(sql)
    .map((token) => {
      if (token.kind !== 'double') return token.text;
      const inner = token.text.slice(1, -1).replaceAll('""', '"');
      if (known.has(inner.toLowerCase())) return token.text;
      return `'${inner.replaceAll("'", "''")}'`;
    })
    .join('');
}
