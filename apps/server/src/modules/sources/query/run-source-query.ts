import type { QueryResult } from '@tabletalk/connectors';
import { AppError } from '@tabletalk/contracts';
import type { SourceRow } from '../find-source';
import { type SourceQueryContext, withSourceConnector } from './with-source-connector';

export interface RunSourceQueryOptions {
  orgId: string;
  /** An ACTIVE source of `orgId` (from `getSourceForQuery`). */
  source: SourceRow;
  /** One statement in the source's dialect, already through the SQL guard. */
  sql: string;
  params?: unknown[];
  /** Aborting (the client went away) leaves the line or cancels the statement on the server. */
  signal?: AbortSignal;
  /** Row cap; SOURCE_MAX_ROWS by default. */
  maxRows?: number;
  /** Statement timeout; SOURCE_QUERY_TIMEOUT_MS by default. */
  timeoutMs?: number;
}

/**
 * Most bytes of rows one query hands the server: a quarter of SOURCE_QUERY_MEMORY_MB, leaving
 * room for the copies an answer makes (JSON, the stored conversation).
 */
function resultBytes(queryMemoryMb: number): number {
  return Math.floor((queryMemoryMb * 1_048_576) / 4);
}

/**
 * Runs one read-only statement on a source the guarded way: through the organization's query
 * slots (429 past its line) and the source's pooled connector, in a read-only session, capped in
 * rows and bytes (issue 10) and bounded in time on the server. The one way other modules query a source.
 * @throws AppError NOT_FOUND when the source is not the organization's; SOURCE_NOT_READY unless
 *   it is ACTIVE; RATE_LIMITED (429, `details.retryAfterSeconds`); CREDENTIALS_UNREADABLE.
 *   ConnectorError (a message safe to show: QUERY_TIMEOUT, QUERY_CANCELLED, READ_ONLY_VIOLATION,
 *   QUERY_FAILED, QUERY_TOO_LARGE, CONNECTION_*) when the statement fails.
 * @example
 *   const result = await runSourceQuery(ctx, { orgId, source, sql, params: [2024], signal });
 */
export async function runSourceQuery(
  ctx: SourceQueryContext,
  options: RunSourceQueryOptions,
): Promise<QueryResult> {
  const { source } = options;
  if (source.orgId !== options.orgId || source.deletedAt) throw new AppError('NOT_FOUND');
  if (source.status !== 'ACTIVE') throw new AppError('SOURCE_NOT_READY');
  return withSourceConnector(ctx, options, (connector) =>
    connector.query(options.sql, options.params ?? [], {
      maxRows: options.maxRows ?? ctx.env.sources.maxRows,
      timeoutMs: options.timeoutMs ?? ctx.env.sources.queryTimeoutMs,
      maxBytes: resultBytes(ctx.env.sources.queryMemoryMb),
      signal: options.signal,
    }),
  );
}
