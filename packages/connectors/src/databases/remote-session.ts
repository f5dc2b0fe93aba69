import type { ColumnType } from '@tabletalk/contracts';
import type { ConnectorError } from '../types';
import type { DriverClient, DriverResult } from './remote-driver';
import type { RawResult, RunOptions, SqlSession } from './session';
import { type StopReason, throwIfAborted, watchStatement } from './statement-watch';
import { numericText } from './values';

/** What an engine contributes to a session over a driver client. */
export interface RemoteSessionParts<TRequest> {
  client: DriverClient<TRequest>;
  /** Builds the driver request for one statement: SQL, bound parameters, limits. */
  buildRequest(sql: string, params: readonly unknown[], limits: RunOptions): TRequest;
  mapError(error: unknown, reason: StopReason | null): ConnectorError;
  columnType(nativeType: string): ColumnType;
  /** False when the engine has no server-side statement timeout to wait for. */
  hasServerTimeout: boolean;
}

/**
 * A SqlSession over a driver client: builds each request, cancels it on the server on abort or
 * at the deadline, stops waiting if the cancel is not honoured, and maps errors and types.
 */
export function createRemoteSession<TRequest>(parts: RemoteSessionParts<TRequest>): SqlSession {
  const run = async (
    sql: string,
    params: readonly unknown[],
    limits: RunOptions,
  ): Promise<RawResult> => {
    throwIfAborted(limits.signal);
    const execution = parts.client.execute(parts.buildRequest(sql, params, limits), limits);
    let giveUp: (error: unknown) => void = () => undefined;
    const abandoned = new Promise<never>((_, reject) => {
      giveUp = reject;
    });
    const watch = watchStatement({
      signal: limits.signal,
      timeoutMs: limits.timeoutMs,
      cancel: () => execution.cancel(),
      abandon: () => giveUp(new Error('The driver did not stop the statement')),
      hasServerTimeout: parts.hasServerTimeout,
    });
    try {
      const result: DriverResult = await Promise.race([execution.result, abandoned]);
      const columns = result.columns.map((column) => ({
        name: column.name,
        type: parts.columnType(column.nativeType),
      }));
      return {
        columns,
        rows: result.rows
          .slice(0, limits.maxRows)
          .map((row) => row.map((value, index) => normalizeCell(value, columns[index]?.type))),
        truncated: result.truncated || result.rows.length > limits.maxRows,
      };
    } catch (error) {
      throw parts.mapError(error, watch.reason);
    } finally {
      watch.stop();
    }
  };
  return { run, close: () => parts.client.close() };
}

/**
 * Makes driver cells uniform across engines: exact numeric text becomes a number when that
 * loses nothing, and a DATE read as a midnight Date stays a calendar date (`YYYY-MM-DD`).
 */
export function normalizeCell(value: unknown, type: ColumnType | undefined): unknown {
  if (typeof value === 'string' && (type === 'integer' || type === 'decimal'))
    return numericText(value);
  if (value instanceof Date && type === 'date' && !Number.isNaN(value.getTime())) {
    return value.toISOString().slice(0, 10);
  }
  return value;
}

/** Wraps a driver's connect so its failure becomes a safe ConnectorError. */
export async function openDriver<T>(
  open: () => Promise<T>,
  mapError: (error: unknown) => ConnectorError,
): Promise<T> {
  try {
    return await open();
  } catch (error) {
    throw mapError(error);
  }
}
