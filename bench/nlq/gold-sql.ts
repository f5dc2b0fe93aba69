import { tokenizeSql } from './sql-tokens';

/**
 * Whether a query sorts its result at the outermost level: an ORDER BY outside any parentheses
 * and quotes (one inside a subquery does not order the result). Never throws.
 * @example hasOuterOrderBy('SELECT a FROM t WHERE b IN (SELECT b FROM u ORDER BY c)') // false
 */
export function hasOuterOrderBy(sql: string): boolean {
  let depth = 0;
  let outerText = '';
  for (const token of tokenizeSql(sql)) {
    if (token.kind !== 'other') {
      outerText += depth === 0 ? ' x ' : '';
      continue;
    }
    for (const char of token.text) {
      if (char === '(') depth += 1;
      if (char === ')') depth = Math.max(0, depth - 1);
      outerText += depth === 0 && char !== ')' ? char : ' ';
    }
  }
  return /\border\s+by\b/i.test(outerText);
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
