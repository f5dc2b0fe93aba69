import { randomUUID } from 'node:crypto';
import type { Connector, QueryResult, TableDescription, TableRef } from '../types';
import type { QueryProcessPool } from './query-process-pool';
import type { QueryMethod } from './query-protocol';

/** How long catalog calls (list, describe, preview) may take; they count every row at most. */
const CATALOG_TIMEOUT_MS = 5 * 60_000;

/**
 * A connector over one DuckDB file that runs nothing in this process: every call goes to the
 * pool's query processes, which open the file read-only (as `createDuckDbConnector` does) and
 * are killed when a call grows past the memory bound or its deadline (issue 10).
 * Errors: ConnectorError as `createDuckDbConnector`, plus QUERY_TOO_LARGE when the memory bound
 * stopped the call.
 * @example
 *   const connector = createIsolatedDuckDbConnector(pool, '/data/sources/abc.duckdb');
 */
export function createIsolatedDuckDbConnector(
  pool: QueryProcessPool,
  databasePath: string,
): Connector {
  const connectorId = randomUUID();
  const call = <T>(method: QueryMethod, args: unknown[], timeoutMs = CATALOG_TIMEOUT_MS) =>
    pool.run({ connectorId, databasePath, method, args, timeoutMs }) as Promise<T>;

  return {
    dialect: 'duckdb',
    testConnection: () => call<void>('testConnection', []),
    listSchemas: () => call<string[]>('listSchemas', []),
    listTables: (schema?: string) => call<TableRef[]>('listTables', [schema]),
    describeTable: (table) => call<TableDescription>('describeTable', [table]),
    previewRows: (table, page) => call<QueryResult>('previewRows', [table, page]),
    query(sql, params, options) {
      const { signal, ...limits } = options;
      return pool.run({
        connectorId,
        databasePath,
        method: 'query',
        args: [sql, params, limits],
        timeoutMs: limits.timeoutMs,
        signal,
      }) as Promise<QueryResult>;
    },
    async close() {
      pool.closeConnector(connectorId);
    },
  };
}
