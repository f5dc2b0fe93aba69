function checkText(value: string): void {
  // No dialect stores NUL in text reliably, and some drivers cut the statement at it.
  if (value.includes('\0')) throw new RangeError('An SQL string literal cannot contain NUL');
}

/**
 * Escapes backslashes, the given quote character and line breaks with backslash sequences, the
 * way GoogleSQL, Spark SQL and MySQL read them.
 */
export function escapeBackslashes(value: string, quote: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll(quote, `\\${quote}`)
    .replaceAll('\n', '\\n')
    .replaceAll('\r', '\\r');
}

/**
 * `'text'` with `'` doubled and backslashes kept literal (DuckDB; PostgreSQL with
 * standard_conforming_strings, the default since 9.1).
 * @throws RangeError when the text contains NUL.
 */
export function quoteStandardString(value: string): string {
  checkText(value);
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * `N'text'` with `'` doubled: SQL Server keeps backslashes literal and needs the N prefix for
 * text outside the database's code page.
 * @throws RangeError when the text contains NUL.
 */
export function quoteNationalString(value: string): string {
  return `N${quoteStandardString(value)}`;
}

/**
 * `'text'` with backslashes doubled and `'` doubled: safe for MySQL/MariaDB and Snowflake whether
 * or not the server reads backslash escapes (NO_BACKSLASH_ESCAPES only changes the value, never
 * where the literal ends).
 * @throws RangeError when the text contains NUL.
 */
export function quoteBackslashDoubledString(value: string): string {
  checkText(value);
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/**
 * `'text'` with backslash escapes only (BigQuery, Databricks): neither reads `''` as a quote —
 * Spark even concatenates adjacent literals — and BigQuery refuses raw line breaks.
 * @throws RangeError when the text contains NUL.
 */
export function quoteBackslashEscapedString(value: string): string {
  checkText(value);
  return `'${escapeBackslashes(value, "'")}'`;
}
