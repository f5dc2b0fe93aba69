import type { ConnectorErrorCode } from '../types';

/** The connector methods a query process runs for the server. */
export type QueryMethod =
  | 'testConnection'
  | 'listSchemas'
  | 'listTables'
  | 'describeTable'
  | 'previewRows'
  | 'query';

/** Runs `method` on the DuckDB file `databasePath`, opened once per `connectorId`. */
export interface CallRequest {
  type: 'call';
  id: number;
  connectorId: string;
  databasePath: string;
  method: QueryMethod;
  /** The method's arguments; a query's options carry no signal (cancel says it). */
  args: unknown[];
}

/** Interrupts call `id` (its client went away). */
export interface CancelRequest {
  type: 'cancel';
  id: number;
}

/** Closes the database a connector opened (the parent's connector closed). */
export interface CloseRequest {
  type: 'close';
  connectorId: string;
}

export type QueryRequest = CallRequest | CancelRequest | CloseRequest;

export type QueryReply =
  | { type: 'done'; id: number; value: unknown }
  | { type: 'failed'; id: number; code: ConnectorErrorCode; message: string };

/** Settings the parent hands a query process through its environment. */
export const CHILD_ENV = {
  /** DuckDB `memory_limit` of each database the process opens. */
  duckdbMemory: 'QUERY_CHILD_DUCKDB_MEMORY',
  /** Most bytes (estimated) of one result sent back. */
  resultBytes: 'QUERY_CHILD_RESULT_BYTES',
  /** The process's niceness (unset: the server's). */
  niceness: 'QUERY_CHILD_NICENESS',
} as const;
