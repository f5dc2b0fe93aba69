import type mssql from 'mssql';
import type { DriverClient, DriverColumn, DriverExecution, DriverFactory } from './remote-driver';
import type { RunOptions } from './session';

/** One statement for SQL Server, with the statements around it, all on one connection. */
export interface MssqlRequest {
  /** Run first, in order (row cap). */
  setup: string[];
  sql: string;
  /** Bound as @p1, @p2, ... */
  params: Record<string, unknown>;
  /** Always run last, even after an error (reset the row cap). */
  teardown: string[];
  /** Sent as tedious' request timeout: on expiry it sends an attention (server-side cancel). */
  requestTimeoutMs: number;
}

type StreamingRequest = mssql.Request & { cancel(): void };

type MssqlModule = typeof mssql;

function newRequest(
  sql: MssqlModule,
  transaction: mssql.Transaction,
  timeoutMs: number,
): StreamingRequest {
  // mssql 12 takes per-request overrides as a second argument; its typings do not list it yet.
  const RequestWithOverrides = sql.Request as unknown as new (
    parent: mssql.Transaction,
    overrides: { requestTimeout: number },
  ) => StreamingRequest;
  return new RequestWithOverrides(transaction, { requestTimeout: timeoutMs });
}

function streamRows(request: StreamingRequest, sql: string, maxRows: number) {
  return new Promise<{ columns: DriverColumn[]; rows: unknown[][]; truncated: boolean }>(
    (resolve, reject) => {
      let columns: DriverColumn[] = [];
      const rows: unknown[][] = [];
      let seen = 0;
      request.stream = true;
      request.arrayRowMode = true;
      request.on('recordset', (metadata: { name: string; type: { declaration?: string } }[]) => {
        // Only the first result set is the answer; later ones (if any) are ignored.
        if (columns.length === 0) {
          columns = metadata.map((column) => ({
            name: column.name,
            nativeType: column.type?.declaration ?? 'text',
          }));
        }
      });
      request.on('row', (row: unknown[]) => {
        seen += 1;
        if (seen <= maxRows) rows.push(row);
      });
      request.on('error', reject);
      request.on('done', () => resolve({ columns, rows, truncated: seen > maxRows }));
      void request.query(sql);
    },
  );
}

/**
 * The real SQL Server driver (`mssql` over tedious, loaded on first use). Each statement runs in its own
 * transaction that is always rolled back, so even a write that slipped past every other check
 * is undone; SQL Server has no read-only session mode, so the login must be least-privilege.
 */
export const mssqlDriver: DriverFactory<mssql.config, MssqlRequest> = async (config) => {
  const sql: MssqlModule = (await import('mssql')).default;
  const pool = await new sql.ConnectionPool(config).connect();
  pool.on('error', () => undefined);
  const client: DriverClient<MssqlRequest> = {
    execute(request: MssqlRequest, limits: RunOptions): DriverExecution {
      let running: StreamingRequest | null = null;
      const result = (async () => {
        const transaction = new sql.Transaction(pool);
        await transaction.begin();
        try {
          for (const statement of request.setup)
            await newRequest(sql, transaction, 10_000).batch(statement);
          running = newRequest(sql, transaction, request.requestTimeoutMs);
          for (const [name, value] of Object.entries(request.params)) running.input(name, value);
          return await streamRows(running, request.sql, limits.maxRows);
        } finally {
          running = null;
          for (const statement of request.teardown) {
            await newRequest(sql, transaction, 10_000)
              .batch(statement)
              .catch(() => undefined);
          }
          await transaction.rollback().catch(() => undefined);
        }
      })();
      return {
        result,
        cancel: async () => {
          (running as StreamingRequest | null)?.cancel();
        },
      };
    },
    close: () => pool.close(),
  };
  return client;
};
