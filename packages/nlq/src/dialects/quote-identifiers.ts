import { escapeBackslashes } from './quote-strings';

function checkIdentifier(name: string): void {
  if (name.length === 0) throw new RangeError('An SQL identifier cannot be empty');
  if (name.includes('\0')) throw new RangeError('An SQL identifier cannot contain NUL');
}

/**
 * `"name"` with embedded `"` doubled (DuckDB, PostgreSQL, Snowflake).
 * @throws RangeError for an empty name or one containing NUL.
 */
export function quoteDoubleQuoted(name: string): string {
  checkIdentifier(name);
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * `` `name` `` with embedded backticks doubled (MySQL/MariaDB, Databricks).
 * @throws RangeError for an empty name or one containing NUL.
 */
export function quoteBacktickDoubled(name: string): string {
  checkIdentifier(name);
  return `\`${name.replaceAll('`', '``')}\``;
}

/**
 * `` `name` `` with GoogleSQL's string escapes: BigQuery quoted identifiers take the same
 * backslash escapes as string literals and do not accept a doubled backtick.
 * @throws RangeError for an empty name or one containing NUL.
 */
export function quoteBacktickEscaped(name: string): string {
  checkIdentifier(name);
  return `\`${escapeBackslashes(name, '`')}\``;
}

/**
 * `[name]` with embedded `]` doubled (SQL Server).
 * @throws RangeError for an empty name or one containing NUL.
 */
export function quoteBracketed(name: string): string {
  checkIdentifier(name);
  return `[${name.replaceAll(']', ']]')}]`;
}
