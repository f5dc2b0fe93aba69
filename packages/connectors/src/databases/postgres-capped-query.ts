import pg from 'pg';
import { tooLargeError } from '../query-isolation/result-size';

type ProtocolConnection = { sync(): void };

/** What a capped query hands back: the fields, at most `cap + 1` rows, whether it stopped early. */
export interface CappedResult {
  fields: pg.FieldDef[];
  rows: unknown[][];
}

/**
 * A query that asks the server for at most `cap + 1` rows through the extended protocol's row
 * limit (Execute with a maximum row count), then stops instead of fetching the next page. The
 * server never produces more rows than that, no SQL is rewritten, and only one statement can
 * run (the extended protocol refuses several). This is what pg-cursor does, for one page.
 */
export class CappedQuery extends pg.Query {
  private needsSync = true;
  private bytesRead = 0;

  constructor(
    text: string,
    values: unknown[],
    cap: number,
    callback: (error: Error | undefined, result: pg.ResultBuilder) => void,
    private readonly maxBytes = Number.POSITIVE_INFINITY,
  ) {
    const config = { text, values, rows: cap + 1, rowMode: 'array', queryMode: 'extended' };
    super(config as pg.QueryConfig, callback);
  }

  /**
   * Counts the bytes of each row; past `maxBytes` the rows are dropped as they arrive and the
   * query ends with QUERY_TOO_LARGE (pg's own "cancelled due to error" path), so a result of long
   * values never accumulates in memory.
   */
  handleDataRow(message: { fields: ({ length: number } | null)[] }): void {
    const self = this as unknown as { _canceledDueToError: unknown };
    if (self._canceledDueToError) return;
    for (const field of message.fields) this.bytesRead += field?.length ?? 0;
    if (this.bytesRead > this.maxBytes) {
      self._canceledDueToError = tooLargeError(Math.round(this.maxBytes / 1_048_576));
      return;
    }
    (pg.Query.prototype as unknown as CappedQueryInternals).handleDataRow.call(this, message);
  }

  /** More rows wait in the portal: end the exchange here rather than asking for them. */
  handlePortalSuspended(connection: ProtocolConnection): void {
    this.needsSync = false;
    connection.sync();
  }

  handleCommandComplete(message: unknown, connection: ProtocolConnection): void {
    // With a row limit the base class sends Sync itself on completion.
    this.needsSync = false;
    (pg.Query.prototype as unknown as CappedQueryInternals).handleCommandComplete.call(
      this,
      message,
      connection,
    );
  }

  handleEmptyQuery(connection: ProtocolConnection): void {
    this.needsSync = false;
    (pg.Query.prototype as unknown as CappedQueryInternals).handleEmptyQuery.call(this, connection);
  }

  /**
   * After a server error the backend skips messages until Sync; no Sync has been sent yet in
   * row-limited mode, so send one or the connection would hang. Client-side errors (bind
   * failures, row parsing) are already synchronised by pg.
   */
  handleError(error: Error, connection: ProtocolConnection): void {
    if (this.needsSync && error instanceof pg.DatabaseError) {
      this.needsSync = false;
      connection.sync();
    }
    (pg.Query.prototype as unknown as CappedQueryInternals).handleError.call(
      this,
      error,
      connection,
    );
  }
}

/** The protocol hooks of pg.Query that the public typings leave out. */
interface CappedQueryInternals {
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: ProtocolConnection): void;
  handleEmptyQuery(connection: ProtocolConnection): void;
  handleError(error: Error, connection: ProtocolConnection): void;
}

/**
 * Runs `text` on a client, reading at most `cap + 1` rows so the caller can tell whether the
 * result was cut, and at most `maxBytes` of row data (else ConnectorError QUERY_TOO_LARGE).
 */
export function runCapped(
  client: pg.ClientBase,
  text: string,
  values: unknown[],
  cap: number,
  maxBytes?: number,
): Promise<CappedResult> {
  return new Promise((resolve, reject) => {
    const callback = (error: Error | undefined, result: pg.ResultBuilder) => {
      if (error) reject(error);
      else resolve({ fields: result.fields, rows: result.rows as unknown[][] });
    };
    const query = new CappedQuery(text, values, cap, callback, maxBytes);
    client.query(query);
  });
}
