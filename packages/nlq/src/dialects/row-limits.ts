/**
 * A row count checked before it is spliced into SQL: the one number the compiler writes as text.
 * @throws RangeError unless count is a positive safe integer.
 */
export function checkRowCount(count: number): number {
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new RangeError(`A row limit must be a positive integer, got ${count}`);
  }
  return count;
}

/**
 * A trailing `LIMIT n`.
 * @throws RangeError unless count is a positive safe integer.
 */
export function limitAtEnd(count: number): string {
  return `LIMIT ${checkRowCount(count)}`;
}

/**
 * SQL Server's `TOP (n)`, written right after `SELECT [DISTINCT]`.
 * @throws RangeError unless count is a positive safe integer.
 */
export function topCount(count: number): string {
  return `TOP (${checkRowCount(count)})`;
}
