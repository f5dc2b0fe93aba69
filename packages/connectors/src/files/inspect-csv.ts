import { findHeaderProblems, normalizeColumnNames } from './column-names';
import { type CsvDelimiter, type CsvSample, looksLikeDataRow, readCsvSample } from './csv-dialect';
import type { CsvEncoding } from './csv-encoding';
import { CsvScanner } from './csv-scanner';
import { readTextChunks } from './csv-text-stream';

export type CsvProblemKind =
  | 'empty'
  | 'header_only'
  | 'no_header'
  | 'ragged_rows'
  | 'duplicate_headers'
  | 'blank_headers'
  | 'too_many_columns';

export interface CsvProblem {
  kind: CsvProblemKind;
  message: string;
  /** 1-based file lines (ragged rows, the first 20) or column positions (blank headers). */
  rows?: number[];
}

export interface CsvInspection {
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  /** The header cells as written (empty when the file has no header row). */
  headers: string[];
  /** Unique names the loader would give the columns (fixes blanks and duplicates). */
  suggestedHeaders: string[];
  /** Data rows, not counting the header or blank lines. */
  rowCount: number;
  columnCount: number;
  problems: CsvProblem[];
}

export interface InspectCsvOptions {
  /** Report `too_many_columns` above this many columns. */
  maxColumns?: number;
  signal?: AbortSignal;
}

const MAX_REPORTED_ROWS = 20;

/**
 * Validates a CSV before loading (`check-csv`): detects encoding and delimiter from a bounded
 * sample, then streams the whole file once (constant memory) to count rows and find ragged ones,
 * and reports header problems the user can fix with `csv-headers`.
 *
 * @example
 *   const { headers, rowCount, problems } = await inspectCsv(path, { maxColumns: 50 });
 */
export async function inspectCsv(
  path: string,
  options: InspectCsvOptions = {},
): Promise<CsvInspection> {
  const sample = await readCsvSample(path);
  const firstRecord = sample.firstRecords[0] ?? [];
  const hasHeader = !looksLikeDataRow(firstRecord);
  const counts = await countRecords(path, sample, options.signal);
  const headers = hasHeader ? firstRecord : [];
  const columnCount = counts.records === 0 ? 0 : counts.headerFieldCount;
  const rowCount = hasHeader ? Math.max(0, counts.records - 1) : counts.records;
  const problems = collectProblems({
    ...counts,
    headers,
    hasHeader,
    rowCount,
    columnCount,
    options,
  });
  return {
    encoding: sample.detected.encoding,
    delimiter: sample.delimiter,
    headers,
    suggestedHeaders: hasHeader
      ? normalizeColumnNames(firstRecord)
      : normalizeColumnNames(new Array<string>(columnCount).fill('')),
    rowCount,
    columnCount,
    problems,
  };
}

interface RecordCounts {
  records: number;
  headerFieldCount: number;
  raggedCount: number;
  raggedLines: number[];
}

async function countRecords(
  path: string,
  sample: CsvSample,
  signal: AbortSignal | undefined,
): Promise<RecordCounts> {
  const counts: RecordCounts = { records: 0, headerFieldCount: 0, raggedCount: 0, raggedLines: [] };
  const scanner = new CsvScanner(sample.delimiter, (record) => {
    if (record.isBlank) return;
    counts.records += 1;
    if (counts.records === 1) {
      counts.headerFieldCount = record.fieldCount;
    } else if (record.fieldCount !== counts.headerFieldCount) {
      counts.raggedCount += 1;
      if (counts.raggedLines.length < MAX_REPORTED_ROWS) counts.raggedLines.push(record.line);
    }
  });
  for await (const text of readTextChunks(path, sample.detected, signal)) scanner.push(text);
  scanner.end();
  return counts;
}

function collectProblems(
  input: RecordCounts & {
    headers: string[];
    hasHeader: boolean;
    rowCount: number;
    columnCount: number;
    options: InspectCsvOptions;
  },
): CsvProblem[] {
  const problems: CsvProblem[] = [];
  if (input.records === 0) {
    return [{ kind: 'empty', message: 'The file is empty.' }];
  }
  if (input.hasHeader && input.rowCount === 0) {
    problems.push({ kind: 'header_only', message: 'The file has a header row but no data rows.' });
  }
  if (!input.hasHeader) {
    problems.push({
      kind: 'no_header',
      message: 'The first row looks like data, not column names. Name the columns to continue.',
    });
  }
  if (input.raggedCount > 0) {
    problems.push({
      kind: 'ragged_rows',
      message: `${input.raggedCount} ${input.raggedCount === 1 ? 'row has' : 'rows have'} a different number of values than the header (${input.columnCount}). Missing values will be empty.`,
      rows: input.raggedLines,
    });
  }
  const { blank, duplicates } = findHeaderProblems(input.headers);
  if (duplicates.length > 0) {
    problems.push({
      kind: 'duplicate_headers',
      message: `Some column names appear more than once: ${duplicates.join(', ')}.`,
    });
  }
  if (blank.length > 0) {
    problems.push({
      kind: 'blank_headers',
      message: `${blank.length} ${blank.length === 1 ? 'column has' : 'columns have'} no name.`,
      rows: blank.slice(0, MAX_REPORTED_ROWS),
    });
  }
  const { maxColumns } = input.options;
  if (maxColumns !== undefined && input.columnCount > maxColumns) {
    problems.push({
      kind: 'too_many_columns',
      message: `The file has ${input.columnCount} columns; at most ${maxColumns} are allowed.`,
    });
  }
  return problems;
}
