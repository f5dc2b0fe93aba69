import { CompileError } from './compile-error';

function checkCount(count: number, what: string): number {
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new CompileError('INVALID_LIMIT', `${what} must be a positive integer, got ${count}`);
  }
  return count;
}

/**
 * The row cap to write into the SQL: the smaller of the query's limit and `maxRows`, whichever
 * are given, or null when neither is.
 * @throws CompileError INVALID_LIMIT when either is not a positive safe integer.
 */
export function resolveLimit(limit: number | null, maxRows: number | undefined): number | null {
  const queryLimit = limit === null ? null : checkCount(limit, 'The limit');
  const cap = maxRows === undefined ? null : checkCount(maxRows, 'maxRows');
  if (queryLimit === null) return cap;
  return cap === null ? queryLimit : Math.min(queryLimit, cap);
}
