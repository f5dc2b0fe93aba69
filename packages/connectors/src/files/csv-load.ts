import type { DuckDBConnection } from '@duckdb/node-api';
import { quoteIdentifier, quoteLiteral } from '../duckdb/duckdb-values';
import { normalizeColumnNames } from './column-names';
import { type CsvSample, looksLikeDataRow, readCsvSample } from './csv-dialect';
import { transcodeToUtf8 } from './csv-encoding';
import { countRows, describeColumns, renameColumns } from './duckdb-table';
import { FileRejectedError, fileMessages } from './file-rejected-error';
import type { IngestedTable, IngestLimits, IngestProblem, ProgressReporter } from './ingest-types';
import { convertMessyColumns } from './messy-columns';
import { isStorageFullError } from './storage-full';

export interface LoadCsvOptions {
  connection: DuckDBConnection;
  filePath: string;
  /** Where temporary files go (the staging database's path is used as a prefix). */
  tempPrefix: string;
  tableName: string;
  headers?: string[];
  /** Overrides header detection (an all-numeric first row is taken as data otherwise). */
  hasHeaderRow?: boolean;
  limits: IngestLimits;
  progress: ProgressReporter;
  signal?: AbortSignal;
  /** Temporary files this load created, for the caller to remove. */
  tempFiles: string[];
}

interface ReadPlan {
  path: string;
  delimiter: string;
  hasHeader: boolean;
  /** Parallel reading cannot pad short rows when quoted fields hold newlines. */
  isParallel: boolean;
  /** Sniff types (and the widest row) over the whole file instead of the first rows. */
  isFullSample: boolean;
}

const DEFAULT_SAMPLE_ROWS = 20_480;
const MAX_REPORTED_LINES = 20;
/** Progress share of each step: transcoding (when needed), DuckDB's load, reading messy columns. */
const TRANSCODE_END = 0.35;
const LOAD_END = 0.85;
const CONVERT_END = 0.95;

/**
 * Loads a CSV into `tableName` with DuckDB's own reader, straight from the file (non-UTF-8
 * input is first transcoded to a UTF-8 temporary file, streaming). Short rows are padded with
 * nulls, rows wider than the header add columns, and rows DuckDB still cannot read are left out
 * and reported. Column types are inferred by DuckDB; names are cleaned (or taken from `headers`).
 *
 * Throws FileRejectedError: EMPTY, HEADER_ONLY, TOO_MANY_COLUMNS, TOO_MANY_ROWS, UNREADABLE.
 */
export async function loadCsv(
  options: LoadCsvOptions,
): Promise<{ table: IngestedTable; problems: IngestProblem[] }> {
  const sample = await readCsvSample(options.filePath);
  const firstRecord = sample.firstRecords[0];
  if (!firstRecord) {
    throw sample.isWholeFile
      ? new FileRejectedError('EMPTY', fileMessages.empty)
      : new FileRejectedError(
          'UNREADABLE',
          'The first line of the file is too long to be a table row.',
        );
  }
  const hasHeader = options.hasHeaderRow ?? !looksLikeDataRow(firstRecord);
  assertColumnLimit(firstRecord.length, options.limits);
  if (hasHeader && sample.isWholeFile && sample.firstRecords.length === 1) {
    throw new FileRejectedError('HEADER_ONLY', fileMessages.headerOnly);
  }
  options.progress(0.02);
  const plan: ReadPlan = {
    path: await prepareUtf8Source(options, sample),
    delimiter: sample.delimiter,
    hasHeader,
    isParallel: true,
    isFullSample: false,
  };
  const problems = await loadWithRetries(options, plan);
  const table = await finishTable(options, plan, hasHeader ? firstRecord : []);
  options.progress(CONVERT_END);
  return { table, problems };
}

function assertColumnLimit(columnCount: number, limits: IngestLimits): void {
  if (columnCount > limits.maxColumns) {
    throw new FileRejectedError(
      'TOO_MANY_COLUMNS',
      `The file has ${columnCount} columns; at most ${limits.maxColumns} are allowed.`,
      { limit: limits.maxColumns, actual: columnCount },
    );
  }
}

async function prepareUtf8Source(options: LoadCsvOptions, sample: CsvSample): Promise<string> {
  if (sample.detected.encoding === 'utf-8') return options.filePath;
  const targetPath = `${options.tempPrefix}.utf8.csv`;
  options.tempFiles.push(targetPath);
  await transcodeToUtf8({
    sourcePath: options.filePath,
    targetPath,
    encoding: sample.detected.encoding,
    signal: options.signal,
    onBytes: (bytes) => options.progress((bytes / Math.max(sample.fileSize, 1)) * TRANSCODE_END),
  });
  return targetPath;
}

function readCsvSql(plan: ReadPlan): string {
  return `read_csv(${quoteLiteral(plan.path)},
    delim = ${quoteLiteral(plan.delimiter)}, quote = '"', escape = '"', header = ${plan.hasHeader},
    encoding = 'utf-8', null_padding = true, strict_mode = false, ignore_errors = true,
    store_rejects = true, parallel = ${plan.isParallel},
    sample_size = ${plan.isFullSample ? -1 : DEFAULT_SAMPLE_ROWS})`;
}

/**
 * Loads, then looks at what DuckDB rejected: a type guessed from too few rows, or a row wider
 * than any in the sample, earns one reload that sniffs the whole file; invalid UTF-8 earns a
 * reload from a copy where bad bytes are U+FFFD. What is still rejected is reported.
 */
async function loadWithRetries(options: LoadCsvOptions, plan: ReadPlan): Promise<IngestProblem[]> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const isLoaded = await runLoad(options, plan);
    if (!isLoaded) continue;
    const rejects = await readRejects(options.connection);
    const needsWholeSample = rejects.some(
      (reject) => reject.type === 'CAST' || reject.type === 'TOO MANY COLUMNS',
    );
    const hasBadUnicode = rejects.some((reject) => reject.type === 'INVALID ENCODING');
    if (needsWholeSample && !plan.isFullSample) {
      plan.isFullSample = true;
    } else if (hasBadUnicode && plan.path === options.filePath) {
      plan.path = await transcodeLossy(options);
    } else {
      return rejectsToProblems(rejects);
    }
    await options.connection.run(`DROP TABLE ${quoteIdentifier(options.tableName)}`);
  }
  throw new FileRejectedError('UNREADABLE', 'The file could not be read as a table.');
}

async function transcodeLossy(options: LoadCsvOptions): Promise<string> {
  const targetPath = `${options.tempPrefix}.utf8-repaired.csv`;
  options.tempFiles.push(targetPath);
  await transcodeToUtf8({
    sourcePath: options.filePath,
    targetPath,
    encoding: 'utf-8',
    signal: options.signal,
  });
  return targetPath;
}

/** Runs the CREATE TABLE AS; false when it must be retried with a different plan. */
async function runLoad(options: LoadCsvOptions, plan: ReadPlan): Promise<boolean> {
  const { connection, signal, limits } = options;
  signal?.throwIfAborted();
  await connection.run('DROP TABLE IF EXISTS reject_errors; DROP TABLE IF EXISTS reject_scans;');
  // One row past the limit is enough to know it is crossed, without reading a huge file whole.
  const limit = Number.isFinite(limits.maxRows) ? ` LIMIT ${Math.floor(limits.maxRows) + 1}` : '';
  const sql = `CREATE TABLE ${quoteIdentifier(options.tableName)} AS SELECT * FROM ${readCsvSql(plan)}${limit}`;
  const onAbort = () => connection.interrupt();
  signal?.addEventListener('abort', onAbort, { once: true });
  const start = plan.path === options.filePath ? 0.05 : TRANSCODE_END;
  const poll = setInterval(() => {
    const { percentage } = connection.progress;
    if (percentage > 0) options.progress(start + (percentage / 100) * (LOAD_END - start));
  }, 200);
  try {
    await connection.run(sql);
    return true;
  } catch (error) {
    signal?.throwIfAborted();
    const message = error instanceof Error ? error.message : String(error);
    if (plan.isParallel && /null_padding in conjunction with quoted new lines/i.test(message)) {
      plan.isParallel = false;
      await connection.run(`DROP TABLE IF EXISTS ${quoteIdentifier(options.tableName)}`);
      return false;
    }
    // A full disk says nothing about the file: the caller reports it as such.
    if (isStorageFullError(error)) throw error;
    throw toCsvRejection(error, message);
  } finally {
    clearInterval(poll);
    signal?.removeEventListener('abort', onAbort);
  }
}

function toCsvRejection(error: unknown, message: string): FileRejectedError {
  // DuckDB's own words for a line past its limit; a failed sniff only suggests raising the limit.
  if (/maximum line size of \d+ bytes exceeded/i.test(message)) {
    return new FileRejectedError(
      'UNREADABLE',
      'A line of the file is longer than 2 MB.',
      {},
      {
        cause: error,
      },
    );
  }
  return new FileRejectedError(
    'NOT_A_TABLE',
    'The file could not be read as a table. Check that it is a CSV with one row per line.',
    {},
    { cause: error },
  );
}

interface Reject {
  type: string;
  line: number;
}

async function readRejects(connection: DuckDBConnection): Promise<Reject[]> {
  const reader = await connection.runAndReadAll(
    'SELECT error_type, line FROM reject_errors ORDER BY line LIMIT 100000',
  );
  return reader.getRows().map((row) => ({ type: String(row[0]), line: Number(row[1]) }));
}

function rejectsToProblems(rejects: Reject[]): IngestProblem[] {
  const lines = [...new Set(rejects.map((reject) => reject.line))];
  if (lines.length === 0) return [];
  const count = lines.length;
  return [
    {
      kind: 'skipped_rows',
      message: `${count} ${count === 1 ? 'row' : 'rows'} could not be read and ${count === 1 ? 'was' : 'were'} left out (line ${lines.slice(0, 5).join(', ')}${count > 5 ? ', …' : ''}).`,
      rows: lines.slice(0, MAX_REPORTED_LINES),
    },
  ];
}

async function finishTable(
  options: LoadCsvOptions,
  plan: ReadPlan,
  headerCells: string[],
): Promise<IngestedTable> {
  const { connection, tableName, limits } = options;
  const rowCount = await countRows(connection, tableName);
  if (rowCount > limits.maxRows) {
    const actual = await countAllRows(connection, plan);
    throw new FileRejectedError(
      'TOO_MANY_ROWS',
      `The file has ${actual} rows; at most ${limits.maxRows} are allowed.`,
      { limit: limits.maxRows, actual },
    );
  }
  if (rowCount === 0) {
    throw plan.hasHeader
      ? new FileRejectedError('HEADER_ONLY', fileMessages.headerOnly)
      : new FileRejectedError('EMPTY', fileMessages.empty);
  }
  const loaded = await describeColumns(connection, tableName);
  assertColumnLimit(loaded.length, limits);
  const source = options.headers ?? headerCells;
  const names = normalizeColumnNames(loaded.map((_, index) => source[index] ?? ''));
  await renameColumns(
    connection,
    tableName,
    loaded.map((column) => column.name),
    names,
  );
  const named = await describeColumns(connection, tableName);
  options.progress(LOAD_END);
  const conversions = await convertMessyColumns(connection, tableName, named);
  return {
    name: tableName,
    sheetName: null,
    rowCount,
    ...(conversions.length > 0
      ? { columns: await describeColumns(connection, tableName), conversions }
      : { columns: named }),
  };
}

async function countAllRows(connection: DuckDBConnection, plan: ReadPlan): Promise<number> {
  const reader = await connection.runAndReadAll(`SELECT count(*) FROM ${readCsvSql(plan)}`);
  return Number(reader.getRows()[0]?.[0] ?? 0);
}
