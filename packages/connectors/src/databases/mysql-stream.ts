import type { FieldPacket, PoolConnection } from 'mysql2';

export interface StreamedResult {
  fields: FieldPacket[];
  rows: unknown[][];
  /** More rows existed than the cap allowed. */
  truncated: boolean;
  /** The server kept sending past the cap; the connection must be killed, not reused. */
  isOverflowing: boolean;
  /** The rows passed `maxBytes`: reading stopped, the result is unusable (QUERY_TOO_LARGE). */
  isTooLarge: boolean;
}

/** Bytes of a row's values: strings and buffers by length, anything else a few bytes. */
function rowBytes(row: unknown[]): number {
  let bytes = 0;
  for (const value of row) {
    const length = (value as { length?: unknown } | null)?.length;
    bytes += typeof length === 'number' ? length : 8;
  }
  return bytes;
}

/**
 * Runs one statement and collects at most `cap` rows as they arrive. `sql_select_limit`
 * usually makes the server stop at `cap + 1`; when the statement's own LIMIT overrides it and
 * a further row arrives, or the rows pass `maxBytes`, reading stops at once and the caller kills
 * the statement.
 * Statements with parameters go through the binary protocol (server-side prepared), the
 * others are sent as they are: mysql2 never splices values into SQL text here.
 */
export function streamCapped(
  connection: PoolConnection,
  sql: string,
  values: unknown[],
  cap: number,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<StreamedResult> {
  return new Promise((resolve, reject) => {
    let fields: FieldPacket[] = [];
    const rows: unknown[][] = [];
    let seen = 0;
    let bytes = 0;
    let isSettled = false;
    const settle = (isOverflowing: boolean, isTooLarge = false) => {
      if (isSettled) return;
      isSettled = true;
      resolve({ fields, rows, truncated: seen > cap, isOverflowing, isTooLarge });
    };
    // Without parameters no values are passed, so mysql2 never rewrites `?` in the text.
    const options =
      values.length > 0 ? { sql, values, rowsAsArray: true } : { sql, rowsAsArray: true };
    const command = values.length > 0 ? connection.execute(options) : connection.query(options);
    command.on('fields', (received: FieldPacket[] | undefined) => {
      if (received) fields = received;
    });
    command.on('result', (row: unknown) => {
      // Statements without a result set (UPDATE...) report an OK packet here, not a row.
      if (!Array.isArray(row) || isSettled) return;
      seen += 1;
      bytes += rowBytes(row);
      if (bytes > maxBytes) {
        rows.length = 0;
        connection.pause();
        settle(true, true);
        return;
      }
      if (seen <= cap) rows.push(row);
      if (seen > cap + 1) {
        connection.pause();
        settle(true);
      }
    });
    command.on('error', (error: Error) => {
      if (isSettled) return;
      isSettled = true;
      reject(error);
    });
    command.on('end', () => settle(false));
  });
}
