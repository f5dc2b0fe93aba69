import type { FieldPacket, PoolConnection } from 'mysql2';

export interface StreamedResult {
  fields: FieldPacket[];
  rows: unknown[][];
  /** More rows existed than the cap allowed. */
  truncated: boolean;
  /** The server kept sending past the cap; the connection must be killed, not reused. */
  isOverflowing: boolean;
}

/**
 * Runs one statement and collects at most `cap` rows as they arrive. `sql_select_limit`
 * usually makes the server stop at `cap + 1`; when the statement's own LIMIT overrides it and
 * a further row arrives, reading stops at once and the caller kills the statement.
 * Statements with parameters go through the binary protocol (server-side prepared), the
 * others are sent as they are: mysql2 never splices values into SQL text here.
 */
export function streamCapped(
  connection: PoolConnection,
  sql: string,
  values: unknown[],
  cap: number,
): Promise<StreamedResult> {
  return new Promise((resolve, reject) => {
    let fields: FieldPacket[] = [];
    const rows: unknown[][] = [];
    let seen = 0;
    let isSettled = false;
    const settle = (isOverflowing: boolean) => {
      if (isSettled) return;
      isSettled = true;
      resolve({ fields, rows, truncated: seen > cap, isOverflowing });
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
