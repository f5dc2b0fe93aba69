import type { ColumnType, Dialect } from '@tabletalk/contracts';

/** A table in a source: its schema (null where the source has none) and name. */
export interface TableRef {
  schema: string | null;
  name: string;
}

export interface ColumnInfo {
  name: string;
  /** The source's own type name. */
  nativeType: string;
  type: ColumnType;
  nullable: boolean;
}

export interface ForeignKey {
  columns: string[];
  references: TableRef;
  referencedColumns: string[];
}

/** Everything the knowledge builder needs to know about a table's shape. */
export interface TableDescription {
  table: TableRef;
  columns: ColumnInfo[];
  primaryKey: string[];
  foreignKeys: ForeignKey[];
  /** Exact where cheap, otherwise the source's estimate. */
  rowCount: number;
}

export interface ResultColumn {
  name: string;
  type: ColumnType;
}

/** Rows come as arrays in column order; values are JSON-safe (bigints and dates as strings). */
export interface QueryResult {
  columns: ResultColumn[];
  rows: unknown[][];
  /** True when the row cap cut the result. */
  truncated: boolean;
}

export interface QueryOptions {
  /** At most this many rows come back (10,000 for display). */
  maxRows: number;
  /** Server-side statement timeout (30 s interactive by default). */
  timeoutMs: number;
  /**
   * Most bytes of row data read (strings counted by length); past it reading stops and the
   * query fails with QUERY_TOO_LARGE, so long values cannot fill the server's memory.
   */
  maxBytes?: number;
  /** Aborting cancels the statement on the server. */
  signal?: AbortSignal;
}

/**
 * One live connection to one source. Every query runs read-only (enforced by the database
 * session where the engine has such a mode), capped in rows and bounded in time.
 */
export interface Connector {
  readonly dialect: Dialect;
  /** Connects and runs a trivial query. Throws ConnectorError with a safe message. */
  testConnection(): Promise<void>;
  listSchemas(): Promise<string[]>;
  listTables(schema?: string): Promise<TableRef[]>;
  describeTable(table: TableRef): Promise<TableDescription>;
  previewRows(table: TableRef, options: { limit: number; offset: number }): Promise<QueryResult>;
  /** Runs one read-only statement; `params` bind to the dialect's placeholders. */
  query(sql: string, params: unknown[], options: QueryOptions): Promise<QueryResult>;
  close(): Promise<void>;
}

/** Reasons a connector fails, safe to show to users (no host names, no driver text). */
export type ConnectorErrorCode =
  | 'CONNECTION_REFUSED'
  | 'CONNECTION_TIMEOUT'
  | 'AUTH_FAILED'
  | 'SSL_REQUIRED'
  | 'HOST_NOT_ALLOWED'
  | 'DATABASE_NOT_FOUND'
  | 'QUERY_TIMEOUT'
  | 'QUERY_CANCELLED'
  | 'READ_ONLY_VIOLATION'
  | 'QUERY_FAILED'
  | 'QUERY_TOO_LARGE'
  | 'CREDENTIALS_UNREADABLE';

/** The one error type connectors throw; `cause` keeps the driver's error for server logs. */
export class ConnectorError extends Error {
  readonly code: ConnectorErrorCode;

  constructor(code: ConnectorErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ConnectorError';
    this.code = code;
  }
}
