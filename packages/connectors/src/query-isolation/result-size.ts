import { ConnectorError, type QueryResult } from '../types';

/** Bytes a value other than a string is counted for (a number, a date, a boolean, null). */
const SCALAR_BYTES = 16;

/**
 * A cheap upper estimate of the bytes a result takes once copied to the server: strings at two
 * bytes a character, anything else at a fixed size. Stops counting past `limit`.
 */
export function estimateResultBytes(result: QueryResult, limit: number): number {
  let bytes = 0;
  for (const row of result.rows) {
    for (const value of row) {
      bytes += typeof value === 'string' ? value.length * 2 + SCALAR_BYTES : SCALAR_BYTES;
    }
    if (bytes > limit) return bytes;
  }
  return bytes;
}

/** The error of a result or query that needs more memory than one question may use. */
export function tooLargeError(memoryMb: number): ConnectorError {
  return new ConnectorError(
    'QUERY_TOO_LARGE',
    `The query needed more than ${memoryMb} MB of memory and was stopped. Try narrowing it down.`,
  );
}

/**
 * Throws when a result is larger than `limitBytes`, so a few long strings (`repeat`,
 * `string_agg`) cannot be copied into the server's memory.
 * @throws ConnectorError QUERY_TOO_LARGE
 */
export function assertResultFits(result: QueryResult, limitBytes: number): void {
  if (estimateResultBytes(result, limitBytes) > limitBytes) {
    throw tooLargeError(Math.round(limitBytes / 1_048_576));
  }
}
