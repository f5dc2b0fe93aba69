import type { ColumnType } from '@tabletalk/contracts';
import { type ColumnInfo, type Connector, ConnectorError, type TableDescription } from '../types';
import { type SampleMethod, tableSource } from './sql-dialect';
import {
  buildDictionarySql,
  buildStatsSql,
  type DictionaryColumn,
  dictionaryLimit,
  statsOf,
} from './stats-sql';

/** Tables with more rows than this are profiled on a sample of about this many rows. */
export const sampleThreshold = 1_000_000;

/** Statement timeout of every knowledge query. */
export const knowledgeTimeoutMs = 30_000;

/** How many of a text column's filled values are numbers, whole numbers and placeholders. */
export interface TextNumberCounts {
  numbers: number;
  wholes: number;
  /** Words standing for a missing value: 'null', 'n/a', '-', blanks... */
  placeholders: number;
}

/** What the stats query tells about one column. */
export interface ColumnProfile {
  /** Values neither null nor empty. */
  filled: number;
  distinct: number;
  min: string | null;
  max: string | null;
  /** For text columns: how many values are numbers (see number-text.ts). */
  textNumbers?: TextNumberCounts;
}

/** What the stats query tells about one table; a column maps to null when it could not be read. */
export interface TableProfile {
  /** Rows the stats describe: the whole table, or the sample. */
  scannedRows: number;
  sampled: boolean;
  /** The FROM source the stats came from, reused for value dictionaries. */
  source: string;
  columns: Map<string, ColumnProfile | null>;
}

function toCount(value: unknown): number {
  const count = Number(value ?? 0);
  return Number.isFinite(count) ? count : 0;
}

function toText(value: unknown, type: ColumnType): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  // Several engines print timestamps with a space; ISO 8601 wants a T.
  return type === 'timestamp' ? text.replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2') : text;
}

function readProfile(row: unknown[], at: number, column: ColumnInfo): ColumnProfile {
  const profile: ColumnProfile = {
    filled: toCount(row[at]),
    distinct: toCount(row[at + 1]),
    min: toText(row[at + 2], column.type),
    max: toText(row[at + 3], column.type),
  };
  if (statsOf(column).length === 4) return profile;
  const count = (offset: number) => toCount(row[at + offset]);
  return {
    ...profile,
    textNumbers: { numbers: count(4), wholes: count(5), placeholders: count(6) },
  };
}

/** Reads one stats row: the row count, then each column's stats (`statsOf`), in column order. */
export function parseStatsRow(
  row: unknown[],
  columns: ColumnInfo[],
): { scannedRows: number; columns: Map<string, ColumnProfile> } {
  const profiles = new Map<string, ColumnProfile>();
  let at = 1;
  for (const column of columns) {
    profiles.set(column.name, readProfile(row, at, column));
    at += statsOf(column).length;
  }
  return { scannedRows: toCount(row[0]), columns: profiles };
}

/** Whether an error is the build's cancellation, which every step passes on. Throws nothing. */
export function isCancellation(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  return error instanceof ConnectorError && error.code === 'QUERY_CANCELLED';
}

function isTimeout(error: unknown): boolean {
  return error instanceof ConnectorError && error.code === 'QUERY_TIMEOUT';
}

async function runStats(
  connector: Connector,
  source: string,
  columns: ColumnInfo[],
  signal?: AbortSignal,
) {
  const sql = buildStatsSql(connector.dialect, source, columns);
  const result = await connector.query(sql, [], {
    maxRows: 1,
    timeoutMs: knowledgeTimeoutMs,
    signal,
  });
  return parseStatsRow(result.rows[0] ?? [], columns);
}

/** Columns per stats query: up to seven aggregates each stay within SQL Server's 4,096-column select. */
export const columnsPerStatsQuery = 250;

/** One stats query, or one per `columnsPerStatsQuery` columns for very wide tables. */
async function runStatsInChunks(
  connector: Connector,
  source: string,
  columns: ColumnInfo[],
  signal?: AbortSignal,
) {
  const first = await runStats(connector, source, columns.slice(0, columnsPerStatsQuery), signal);
  for (let start = columnsPerStatsQuery; start < columns.length; start += columnsPerStatsQuery) {
    const chunk = columns.slice(start, start + columnsPerStatsQuery);
    const stats = await runStats(connector, source, chunk, signal);
    for (const [name, profile] of stats.columns) first.columns.set(name, profile);
  }
  return first;
}

function sourcesToTry(connector: Connector, description: TableDescription): string[] {
  const { table, rowCount } = description;
  if (rowCount <= sampleThreshold) return [tableSource(connector.dialect, table)];
  const methods: SampleMethod[] = ['tablesample', 'limit'];
  const sources = methods.map((method) =>
    tableSource(connector.dialect, table, { method, rowCount, sampleRows: sampleThreshold }),
  );
  return [...new Set(sources)];
}

/**
 * Profiles a table with one aggregate query (one per `columnsPerStatsQuery` columns; on a sample above `sampleThreshold` rows, by
 * TABLESAMPLE and, should that fail or come back empty, a LIMIT subquery). If the query fails for
 * another reason than time, each column is retried alone and a column that still fails maps to
 * null. Throws only when cancelled.
 */
export async function profileTable(
  connector: Connector,
  description: TableDescription,
  signal?: AbortSignal,
): Promise<TableProfile> {
  const sampled = description.rowCount > sampleThreshold;
  const sources = sourcesToTry(connector, description);
  let lastError: unknown;
  for (const source of sources) {
    try {
      const stats = await runStatsInChunks(connector, source, description.columns, signal);
      const isEmptySample = sampled && stats.scannedRows === 0;
      if (!isEmptySample) return { ...stats, sampled, source };
    } catch (error) {
      if (isCancellation(error, signal)) throw error;
      lastError = error;
    }
  }
  const source = sources[sources.length - 1] ?? '';
  // After a timeout, column-by-column queries would only time out one by one.
  if (isTimeout(lastError)) {
    const unknown = new Map(description.columns.map((column) => [column.name, null]));
    return { scannedRows: sampled ? 0 : description.rowCount, sampled, source, columns: unknown };
  }
  return { ...(await profileColumnByColumn(connector, description, source, signal)), sampled };
}

async function profileColumnByColumn(
  connector: Connector,
  description: TableDescription,
  source: string,
  signal?: AbortSignal,
): Promise<Omit<TableProfile, 'sampled'>> {
  const columns = new Map<string, ColumnProfile | null>();
  let scannedRows = description.rowCount;
  for (const column of description.columns) {
    try {
      const stats = await runStats(connector, source, [column], signal);
      scannedRows = stats.scannedRows;
      columns.set(column.name, stats.columns.get(column.name) ?? null);
    } catch (error) {
      if (isCancellation(error, signal)) throw error;
      columns.set(column.name, null);
    }
  }
  return { scannedRows, source, columns };
}

/**
 * Reads a column's value dictionary from `source` (see `buildDictionarySql`); a failed query
 * yields an empty dictionary rather than failing the build. Throws only when cancelled.
 */
export async function readDictionary(
  connector: Connector,
  source: string,
  column: DictionaryColumn,
  signal?: AbortSignal,
): Promise<{ value: string; count: number }[]> {
  const sql = buildDictionarySql(connector.dialect, source, column);
  try {
    const result = await connector.query(sql, [], {
      maxRows: dictionaryLimit,
      timeoutMs: knowledgeTimeoutMs,
      signal,
    });
    return result.rows.map(([value, count]) => ({ value: String(value), count: toCount(count) }));
  } catch (error) {
    if (isCancellation(error, signal)) throw error;
    return [];
  }
}
