import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Transform } from 'node:stream';
import ExcelJS, { type Cell, type Row } from 'exceljs';
import { toTableName } from './column-names';
import { FileRejectedError, fileMessages } from './file-rejected-error';
import type { IngestedTable, IngestLimits, IngestProblem, ProgressReporter } from './ingest-types';
import { AppendWorker } from './xlsx-append-client';
import { type CellValue, MAX_CELL_CHARS, toCellValue, toText } from './xlsx-cells';
import { SheetTableWriter } from './xlsx-table-writer';
import { readWorkbookSheets } from './xlsx-workbook';
import { scanZip, type ZipLimits } from './zip-guard';

export interface LoadXlsxOptions {
  filePath: string;
  /** The staging database to create; the append worker builds and closes it. */
  stagingPath: string;
  limits: IngestLimits;
  zipLimits?: Partial<ZipLimits>;
  progress: ProgressReporter;
  signal?: AbortSignal;
}

/** Excel's grid: 1,048,576 rows × 16,384 columns (XFD). */
const MAX_EXCEL_ROW = 1_048_576;
const MAX_EXCEL_COLUMN = 16_384;
const SCAN_END = 0.1;
const PARSE_END = 0.95;

interface SheetContext {
  name: string;
  mergedRanges: string[];
  isDate1904: boolean;
}

/**
 * Loads every sheet of an .xlsx into its own table: the zip is scanned for bombs first (real
 * inflated bytes), then exceljs streams the cells (formulas as cached values, dates as dates,
 * merged header cells named `name`, `name_2`, ...) into DuckDB's appender. Empty sheets are
 * skipped and reported.
 *
 * Throws FileRejectedError: ZIP_BOMB, TOO_MANY_SHEETS, TOO_MANY_ROWS, TOO_MANY_COLUMNS, EMPTY,
 * HEADER_ONLY, UNREADABLE.
 */
export async function loadXlsx(
  options: LoadXlsxOptions,
): Promise<{ tables: IngestedTable[]; problems: IngestProblem[] }> {
  const { limits, progress, signal } = options;
  progress(0.01);
  const scan = await scanZip(options.filePath, { limits: options.zipLimits, signal });
  const sheets = readWorkbookSheets(scan.parts);
  if (sheets.length > limits.maxSheets) {
    throw new FileRejectedError(
      'TOO_MANY_SHEETS',
      `The workbook has ${sheets.length} sheets; at most ${limits.maxSheets} are allowed.`,
      { limit: limits.maxSheets, actual: sheets.length },
    );
  }
  progress(SCAN_END);
  const isDate1904 = /date1904\s*=\s*"(?:1|true)"/.test(scan.parts.get('xl/workbook.xml') ?? '');
  const mergesByName = new Map(
    sheets.map((sheet) => [sheet.name, scan.mergedRanges.get(sheet.entryPath) ?? []]),
  );
  const { size } = await stat(options.filePath);
  let bytesRead = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytesRead += chunk.length;
      callback(null, chunk);
    },
  });
  const input = createReadStream(options.filePath).pipe(counter);
  const reportParse = () =>
    progress(SCAN_END + (bytesRead / Math.max(size, 1)) * (PARSE_END - SCAN_END));

  const tables: IngestedTable[] = [];
  const problems: IngestProblem[] = [];
  const takenNames = new Set<string>();
  const sink = await AppendWorker.start(options.stagingPath);
  let isSaved = false;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    styles: 'cache',
    worksheets: 'emit',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of reader) {
      const name = (worksheet as unknown as { name: string }).name;
      const context = { name, mergedRanges: mergesByName.get(name) ?? [], isDate1904 };
      const tableName = toTableName(name, takenNames, `sheet_${tables.length + 1}`);
      const table = await loadSheet(options, sink, worksheet, context, tableName, reportParse);
      if (table.kind === 'table') tables.push(table.table);
      else problems.push({ kind: 'skipped_sheet', message: table.message, sheetName: name });
    }
    if (tables.length === 0) throw onlySkipped(problems);
    signal?.throwIfAborted();
    await sink.stop(true);
    isSaved = true;
  } catch (error) {
    throw toXlsxRejection(error, signal);
  } finally {
    input.destroy();
    if (!isSaved) await sink.stop(false).catch(() => undefined);
  }
  return { tables, problems };
}

function onlySkipped(problems: IngestProblem[]): FileRejectedError {
  const isHeaderOnly = problems.some((problem) => problem.message === fileMessages.headerOnly);
  return isHeaderOnly
    ? new FileRejectedError('HEADER_ONLY', fileMessages.headerOnly)
    : new FileRejectedError('EMPTY', 'The workbook has no data.');
}

type SheetOutcome = { kind: 'table'; table: IngestedTable } | { kind: 'skipped'; message: string };

async function loadSheet(
  options: LoadXlsxOptions,
  sink: AppendWorker,
  worksheet: AsyncIterable<Row>,
  context: SheetContext,
  tableName: string,
  reportParse: () => void,
): Promise<SheetOutcome> {
  const { limits, signal } = options;
  const rowReader = new RowReader(context.isDate1904);
  let writer: SheetTableWriter | null = null;
  for await (const row of worksheet) {
    assertInsideGrid(row);
    const values = rowReader.read(row);
    if (values === null) continue;
    if (!writer) {
      const header = headerNames(values, row.number, context.mergedRanges);
      if (header.length > limits.maxColumns) throw tooManyColumns(header.length, limits);
      writer = new SheetTableWriter(sink, tableName, header, limits);
      continue;
    }
    if (writer.rowsWritten >= limits.maxRows) {
      throw new FileRejectedError(
        'TOO_MANY_ROWS',
        `The sheet "${context.name}" has more than ${limits.maxRows} rows; at most ${limits.maxRows} are allowed.`,
        { limit: limits.maxRows, actual: limits.maxRows + 1 },
      );
    }
    const change = writer.addRow(values);
    if (change) await change;
    if (writer.rowsWritten % 1024 === 0) {
      signal?.throwIfAborted();
      reportParse();
    }
  }
  if (!writer) return { kind: 'skipped', message: `The sheet "${context.name}" is empty.` };
  if (writer.rowsWritten === 0) return { kind: 'skipped', message: fileMessages.headerOnly };
  return { kind: 'table', table: await writer.finish(context.name) };
}

function tooManyColumns(actual: number, limits: IngestLimits): FileRejectedError {
  return new FileRejectedError(
    'TOO_MANY_COLUMNS',
    `The sheet has ${actual} columns; at most ${limits.maxColumns} are allowed.`,
    { limit: limits.maxColumns, actual },
  );
}

function assertInsideGrid(row: Row): void {
  if (row.number > MAX_EXCEL_ROW || row.number < 1 || row.cellCount > MAX_EXCEL_COLUMN) {
    throw new FileRejectedError(
      'UNREADABLE',
      "The workbook has cells outside Excel's grid (1,048,576 rows × 16,384 columns).",
    );
  }
}

/**
 * Reads a row's values by column (0-based, trailing blanks trimmed) into one reused array; null
 * for a row with no values. One instance per sheet keeps the per-cell path free of allocations.
 */
class RowReader {
  private readonly values: CellValue[] = [];
  private width = 0;

  constructor(private readonly isDate1904: boolean) {}

  read(row: Row): CellValue[] | null {
    this.values.length = 0;
    this.width = 0;
    row.eachCell(this.visit);
    if (this.width === 0) return null;
    this.values.length = this.width;
    return this.values;
  }

  private readonly visit = (cell: Cell, columnNumber: number): void => {
    const value = toCellValue(cell, this.isDate1904);
    if (value === null) return;
    if (typeof value === 'string' && value.length > MAX_CELL_CHARS) {
      throw new FileRejectedError(
        'UNREADABLE',
        `A cell holds more than ${MAX_CELL_CHARS} characters.`,
      );
    }
    const values = this.values;
    while (values.length < columnNumber - 1) values.push(null);
    values[columnNumber - 1] = value;
    this.width = columnNumber;
  };
}

/**
 * Header names from the first non-empty row; a merged header cell spanning columns gives its
 * name to every column it covers (made unique later as `name`, `name_2`, ...).
 */
function headerNames(values: CellValue[], rowNumber: number, mergedRanges: string[]): string[] {
  const names = values.map((value) => (value === null ? '' : toText(value)));
  for (const range of mergedRanges) {
    const bounds = parseRange(range);
    if (!bounds || bounds.top !== rowNumber || bounds.right <= bounds.left) continue;
    const name = names[bounds.left - 1] ?? '';
    for (let column = bounds.left + 1; column <= bounds.right; column += 1) {
      if (column > MAX_EXCEL_COLUMN) break;
      while (names.length < column) names.push('');
      if (names[column - 1] === '') names[column - 1] = name;
    }
  }
  return names;
}

function parseRange(range: string): { top: number; left: number; right: number } | null {
  const match = /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(range);
  if (!match) return null;
  return {
    left: columnNumber(match[1] ?? ''),
    top: Number(match[2]),
    right: columnNumber(match[3] ?? ''),
  };
}

function columnNumber(letters: string): number {
  let number = 0;
  for (const letter of letters) number = number * 26 + (letter.charCodeAt(0) - 64);
  return number;
}

function toXlsxRejection(error: unknown, signal: AbortSignal | undefined): unknown {
  if (error instanceof FileRejectedError) return error;
  if (signal?.aborted) return signal.reason;
  const message = error instanceof Error ? error.message : '';
  if (/out of bounds/i.test(message)) {
    return new FileRejectedError(
      'UNREADABLE',
      "The workbook has cells outside Excel's grid (1,048,576 rows × 16,384 columns).",
      {},
      { cause: error },
    );
  }
  return new FileRejectedError(
    'UNREADABLE',
    'The workbook is damaged and cannot be read.',
    {},
    {
      cause: error,
    },
  );
}
