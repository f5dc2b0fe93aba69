import { type DuckDBConnection, DuckDBInstance, type DuckDBResultReader } from '@duckdb/node-api';
import {
  type Connector,
  ConnectorError,
  type ForeignKey,
  type QueryOptions,
  type QueryResult,
  type TableDescription,
  type TableRef,
} from '../types';
import { toDuckDbError } from './duckdb-errors';
import { quoteIdentifier, toColumnType, toDuckDbParam, toJsonSafe } from './duckdb-values';

/** Resource bounds for the read-only instance a DuckDB connector opens. */
export interface DuckDbConnectorOptions {
  /** DuckDB `memory_limit`, e.g. '1GB'. */
  memoryLimit?: string;
  /**
   * Most DuckDB worker threads (2 by default). The instance takes only as many as its largest
   * table has row groups (`threadsForRows`): a table of one row group cannot be scanned in
   * parallel, and extra threads there only cost CPU.
   */
  threads?: number;
}

/** DuckDB stores a table in row groups of this many rows; a scan runs one thread per group. */
export const ROWS_PER_ROW_GROUP = 122_880;

/**
 * The threads worth giving queries over a table of `rows` rows, at most `most`: one per row
 * group. Measured on the sales sample (`bench/dashboard`), 13 dashboard queries back to back:
 * at 100,000 rows 2 threads took 40 ms and twice the CPU of 1 thread's 33 ms; at 1,000,000 rows
 * 2 threads took 120 ms against 1 thread's 200 ms.
 */
export function threadsForRows(rows: number, most: number): number {
  return Math.max(1, Math.min(most, Math.ceil(rows / ROWS_PER_ROW_GROUP)));
}

const SYSTEM_SCHEMAS = new Set(['information_schema', 'pg_catalog']);

/**
 * A connector over one DuckDB database file (an uploaded file's source), opened READ-ONLY with
 * external access disabled and the configuration locked, so no query can write, read other files,
 * attach databases or load extensions. The file is opened on first use.
 *
 * Errors: every method throws `ConnectorError` (`DATABASE_NOT_FOUND` when the file is missing,
 * `QUERY_TIMEOUT`, `QUERY_CANCELLED`, `READ_ONLY_VIOLATION`, `QUERY_FAILED`).
 *
 * @example
 *   const connector = createDuckDbConnector('/data/sources/abc.duckdb');
 *   const result = await connector.query('SELECT count(*) FROM "sales"', [], { maxRows: 10, timeoutMs: 30_000 });
 */
export function createDuckDbConnector(
  databasePath: string,
  options: DuckDbConnectorOptions = {},
): Connector {
  let instancePromise: Promise<DuckDBInstance> | null = null;
  let isClosed = false;

  function getInstance(): Promise<DuckDBInstance> {
    if (isClosed) {
      return Promise.reject(new ConnectorError('QUERY_FAILED', 'The connection is closed.'));
    }
    instancePromise ??= openReadOnly(databasePath, options).catch((error: unknown) => {
      instancePromise = null;
      throw toDuckDbError(error);
    });
    return instancePromise;
  }

  /** Runs `work` on a fresh connection, so concurrent calls never share a streaming result. */
  async function withConnection<T>(work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    const instance = await getInstance();
    const connection = await instance.connect();
    try {
      return await work(connection);
    } catch (error) {
      throw toDuckDbError(error);
    } finally {
      connection.closeSync();
    }
  }

  async function readAll(sql: string, params: unknown[] = []): Promise<DuckDBResultReader> {
    return withConnection((connection) => connection.runAndReadAll(sql, params.map(toDuckDbParam)));
  }

  return {
    dialect: 'duckdb',

    async testConnection() {
      await readAll('SELECT 1');
    },

    async listSchemas() {
      const reader = await readAll(
        `SELECT schema_name FROM information_schema.schemata
         WHERE catalog_name = current_database() ORDER BY schema_name`,
      );
      return reader
        .getRows()
        .map((row) => String(row[0]))
        .filter((schema) => !SYSTEM_SCHEMAS.has(schema));
    },

    async listTables(schema = 'main') {
      const reader = await readAll(
        `SELECT table_name FROM information_schema.tables
         WHERE table_catalog = current_database() AND table_schema = $1 ORDER BY table_name`,
        [schema],
      );
      return reader.getRows().map((row): TableRef => ({ schema, name: String(row[0]) }));
    },

    describeTable(table) {
      return describeTable(table, readAll);
    },

    async previewRows(table, { limit, offset }) {
      const sql = `SELECT * FROM ${qualifiedName(table)} LIMIT $1 OFFSET $2`;
      const reader = await readAll(sql, [Math.max(0, limit), Math.max(0, offset)]);
      return toQueryResult(reader, Number.MAX_SAFE_INTEGER);
    },

    query(sql, params, queryOptions) {
      return withConnection((connection) => runBounded(connection, sql, params, queryOptions));
    },

    async close() {
      isClosed = true;
      const pending = instancePromise;
      instancePromise = null;
      if (!pending) return;
      const instance = await pending.catch(() => null);
      instance?.closeSync();
    },
  };
}

async function openReadOnly(
  databasePath: string,
  options: DuckDbConnectorOptions,
): Promise<DuckDBInstance> {
  const open = (threads: number) =>
    DuckDBInstance.create(databasePath, {
      access_mode: 'READ_ONLY',
      // No file, network or extension access from SQL; locked so a query cannot switch it back.
      enable_external_access: 'false',
      autoinstall_known_extensions: 'false',
      autoload_known_extensions: 'false',
      memory_limit: options.memoryLimit ?? '1GB',
      threads: String(threads),
      lock_configuration: 'true',
    });
  const most = Math.max(1, options.threads ?? 2);
  // Opened with one thread to read the size of its largest table; opened again with more only
  // when that table has more row groups.
  const single = await open(1);
  if (most === 1) return single;
  let rows: number;
  try {
    rows = await largestTableRows(single);
  } catch (error) {
    single.closeSync();
    throw error;
  }
  const threads = threadsForRows(rows, most);
  if (threads === 1) return single;
  single.closeSync();
  return open(threads);
}

/** The estimated row count of the database's largest table (0 when it has none). */
export async function largestTableRows(instance: DuckDBInstance): Promise<number> {
  const connection = await instance.connect();
  try {
    const reader = await connection.runAndReadAll(
      'SELECT coalesce(max(estimated_size), 0) FROM duckdb_tables()',
    );
    return Number(reader.getRows()[0]?.[0] ?? 0);
  } finally {
    connection.closeSync();
  }
}

function qualifiedName(table: TableRef): string {
  const schema = table.schema ?? 'main';
  return `${quoteIdentifier(schema)}.${quoteIdentifier(table.name)}`;
}

async function describeTable(
  table: TableRef,
  readAll: (sql: string, params?: unknown[]) => Promise<DuckDBResultReader>,
): Promise<TableDescription> {
  const schema = table.schema ?? 'main';
  const columnsReader = await readAll(
    `SELECT column_name, data_type, is_nullable FROM information_schema.columns
     WHERE table_catalog = current_database() AND table_schema = $1 AND table_name = $2
     ORDER BY ordinal_position`,
    [schema, table.name],
  );
  const columns = columnsReader.getRows().map((row) => {
    const nativeType = String(row[1]);
    return {
      name: String(row[0]),
      nativeType,
      type: toColumnType(nativeType),
      nullable: row[2] === 'YES',
    };
  });
  if (columns.length === 0) {
    throw new ConnectorError('QUERY_FAILED', `Table ${table.name} was not found.`);
  }
  const constraints = await readAll(
    `SELECT constraint_type, constraint_column_names, referenced_table, referenced_column_names
     FROM duckdb_constraints()
     WHERE database_name = current_database() AND schema_name = $1 AND table_name = $2
       AND constraint_type IN ('PRIMARY KEY', 'FOREIGN KEY')`,
    [schema, table.name],
  );
  const countReader = await readAll(`SELECT count(*) FROM ${qualifiedName(table)}`);
  return {
    table: { schema, name: table.name },
    columns,
    ...readKeys(constraints, schema),
    rowCount: Number(countReader.getRows()[0]?.[0] ?? 0),
  };
}

function readKeys(
  reader: DuckDBResultReader,
  schema: string,
): { primaryKey: string[]; foreignKeys: ForeignKey[] } {
  let primaryKey: string[] = [];
  const foreignKeys: ForeignKey[] = [];
  for (const [type, columns, referencedTable, referencedColumns] of reader.getRowsJS()) {
    const columnNames = (columns as string[] | null) ?? [];
    if (type === 'PRIMARY KEY') {
      primaryKey = columnNames;
    } else if (typeof referencedTable === 'string') {
      foreignKeys.push({
        columns: columnNames,
        references: { schema, name: referencedTable },
        referencedColumns: (referencedColumns as string[] | null) ?? [],
      });
    }
  }
  return { primaryKey, foreignKeys };
}

/**
 * Streams at most `maxRows + 1` rows (the extra one tells truncation apart from an exact fit) and
 * interrupts the statement on timeout or abort.
 */
async function runBounded(
  connection: DuckDBConnection,
  sql: string,
  params: unknown[],
  options: QueryOptions,
): Promise<QueryResult> {
  if (options.signal?.aborted) {
    throw new ConnectorError('QUERY_CANCELLED', 'The query was cancelled.');
  }
  let stopReason: 'timeout' | 'abort' | null = null;
  const timer = setTimeout(() => {
    stopReason = 'timeout';
    connection.interrupt();
  }, options.timeoutMs);
  const onAbort = () => {
    stopReason = 'abort';
    connection.interrupt();
  };
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const maxRows = Math.max(0, options.maxRows);
    const reader = await connection.streamAndReadUntil(sql, maxRows + 1, params.map(toDuckDbParam));
    return toQueryResult(reader, maxRows);
  } catch (error) {
    throw stoppedError(stopReason, options.timeoutMs) ?? toDuckDbError(error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

function stoppedError(reason: 'timeout' | 'abort' | null, timeoutMs: number) {
  if (reason === 'timeout') {
    const seconds = Math.round(timeoutMs / 100) / 10;
    return new ConnectorError('QUERY_TIMEOUT', `The query took longer than ${seconds} s.`);
  }
  if (reason === 'abort') return new ConnectorError('QUERY_CANCELLED', 'The query was cancelled.');
  return null;
}

function toQueryResult(reader: DuckDBResultReader, maxRows: number): QueryResult {
  const names = reader.deduplicatedColumnNames();
  const types = reader.columnTypes();
  const columns = names.map((name, index) => ({
    name,
    type: toColumnType(String(types[index])),
  }));
  const rowCount = Math.min(reader.currentRowCount, maxRows);
  const rows: unknown[][] = new Array(rowCount);
  const allRows = reader.getRows();
  for (let rowIndex = 0; rowIndex < rowCount; rowIndex += 1) {
    rows[rowIndex] = (allRows[rowIndex] ?? []).map(toJsonSafe);
  }
  return { columns, rows, truncated: reader.currentRowCount > maxRows };
}
