function checkIndex(index: number): void {
  if (!Number.isSafeInteger(index) || index < 1) {
    throw new RangeError(`A parameter index must be a positive integer, got ${index}`);
  }
}

/**
 * The anonymous `?` placeholder (DuckDB, MySQL, Snowflake, Databricks): values bind by position.
 * @throws RangeError unless index is a positive integer.
 */
export function questionMark(index: number): string {
  checkIndex(index);
  return '?';
}

/**
 * A placeholder builder that numbers parameters after a prefix: `$` gives PostgreSQL's `$1`,
 * `@p` the named `@p1` of SQL Server and BigQuery.
 * @throws RangeError (from the builder) unless index is a positive integer.
 */
export function numbered(prefix: string): (index: number) => string {
  return (index) => {
    checkIndex(index);
    return `${prefix}${index}`;
  };
}
