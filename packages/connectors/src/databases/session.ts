import type { ResultColumn } from '../types';

/** Limits of one statement, as the session enforces them. */
export interface RunOptions {
  maxRows: number;
  timeoutMs: number;
  /** Most bytes of row data read; past it QUERY_TOO_LARGE (see QueryOptions). */
  maxBytes?: number;
  signal?: AbortSignal;
}

/** Rows as the session read them: driver values, at most `maxRows`, columns already typed. */
export interface RawResult {
  columns: ResultColumn[];
  rows: unknown[][];
  truncated: boolean;
}

/**
 * One engine's way of running a single read-only statement with a row cap, a server-side
 * timeout and cancellation. Each engine file implements it over its driver; unit tests of
 * engines that cannot run here replace the driver underneath it.
 */
export interface SqlSession {
  /** Throws ConnectorError (already mapped to a safe code and message). */
  run(sql: string, params: readonly unknown[], options: RunOptions): Promise<RawResult>;
  close(): Promise<void>;
}

/** Rows of a catalog query, with the column names (SHOW commands are read by name). */
export type CatalogRows = unknown[][] & { columns: string[] };

/** Runs catalog SQL through the session and hands back plain rows. */
export type CatalogRunner = (
  sql: string,
  params?: readonly unknown[],
  options?: Partial<RunOptions>,
) => Promise<CatalogRows>;
