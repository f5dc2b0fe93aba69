import { createReadStream } from 'node:fs';
import ExcelJS, { type Row } from 'exceljs';
import { toTableName } from './column-names';
import { FileRejectedError, fileMessages, isSystemError } from './file-rejected-error';
import type { IngestedTable, IngestLimits, IngestProblem, ProgressReporter } from './ingest-types';
import { AppendSinkError, AppendWorker } from './xlsx-append-client';
import { assertInsideGrid, gridMessage, headerNames, RowReader } from './xlsx-rows';
import { SheetTableWriter } from './xlsx-table-writer';
import { readWorkbookSheets } from './xlsx-workbook';
import { scanZip, type ZipLimits } from './zip-guard';

export interface LoadXlsxOptions {
  filePath: string;
  /** The staging database to create; the append worker builds and closes it. */
  stagingPath: string;
  /** DuckDB's `memory_limit` for the staging database (512 MB by default). */
  memoryLimit?: string;
  limits: IngestLimits;
  zipLimits?: Partial<ZipLimits>;
  progress: ProgressReporter;
  signal?: AbortSignal;
}

const SCAN_END = 0.1;
const PARSE_END = 0.95;

interface SheetContext {
  name: string;
  mergedRanges: string[];
  isDate1904: boolean;
  /** `<row>` elements counted by the scan: the header and possibly styled blank rows included. */
  rowElements: number;
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
  options.progress(0.01);
  // The worker starts (loading its modules takes a moment) while the zip is scanned.
  const sinkStarting = AppendWorker.start(options.stagingPath, options.memoryLimit);
  sinkStarting.catch(() => undefined);
  let sink: AppendWorker | null = null;
  let isSaved = false;
  try {
    const plan = await planWorkbook(options);
    options.progress(SCAN_END);
    sink = await sinkStarting;
    const result = await parseSheets(options, plan, sink);
    if (result.tables.length === 0) throw onlySkipped(result.problems);
    options.signal?.throwIfAborted();
    await sink.stop(true);
    isSaved = true;
    return result;
  } catch (error) {
    throw toXlsxRejection(error, options.signal);
  } finally {
    if (!isSaved) {
      await (sink ? Promise.resolve(sink) : sinkStarting)
        .then((started) => started.stop(false))
        .catch(() => undefined);
    }
  }
}

interface WorkbookPlan {
  sheetCount: number;
  isDate1904: boolean;
  mergesByName: Map<string, string[]>;
  rowElementsByName: Map<string, number>;
}

/** Scans the zip for bombs and reads the sheet list, refusing too many sheets before parsing. */
async function planWorkbook(options: LoadXlsxOptions): Promise<WorkbookPlan> {
  const { limits } = options;
  const scan = await scanZip(options.filePath, {
    limits: options.zipLimits,
    signal: options.signal,
  });
  const sheets = readWorkbookSheets(scan.parts);
  if (sheets.length > limits.maxSheets) {
    throw new FileRejectedError(
      'TOO_MANY_SHEETS',
      `The workbook has ${sheets.length} sheets; at most ${limits.maxSheets} are allowed.`,
      { limit: limits.maxSheets, actual: sheets.length },
    );
  }
  return {
    sheetCount: sheets.length,
    isDate1904: /date1904\s*=\s*"(?:1|true)"/.test(scan.parts.get('xl/workbook.xml') ?? ''),
    mergesByName: new Map(
      sheets.map((sheet) => [sheet.name, scan.mergedRanges.get(sheet.entryPath) ?? []]),
    ),
    rowElementsByName: new Map(
      sheets.map((sheet) => [sheet.name, scan.rowElements.get(sheet.entryPath) ?? 0]),
    ),
  };
}

async function parseSheets(
  options: LoadXlsxOptions,
  plan: WorkbookPlan,
  sink: AppendWorker,
): Promise<{ tables: IngestedTable[]; problems: IngestProblem[] }> {
  const tables: IngestedTable[] = [];
  const problems: IngestProblem[] = [];
  const takenNames = new Set<string>();
  let sheetsDone = 0;
  // Sheets are parsed one after another; within one, rows read count against its <row> elements.
  const reportParse = (sheetName: string, rowsRead: number) => {
    const expected = plan.rowElementsByName.get(sheetName) ?? 0;
    const withinSheet = expected > 0 ? Math.min(1, rowsRead / expected) : 0;
    const share = (sheetsDone + withinSheet) / Math.max(plan.sheetCount, 1);
    options.progress(SCAN_END + share * (PARSE_END - SCAN_END));
  };
  const input = createReadStream(options.filePath);
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
      const context: SheetContext = {
        name,
        mergedRanges: plan.mergesByName.get(name) ?? [],
        isDate1904: plan.isDate1904,
        rowElements: plan.rowElementsByName.get(name) ?? 0,
      };
      const tableName = toTableName(name, takenNames, `sheet_${tables.length + 1}`);
      const outcome = await loadSheet(options, sink, worksheet, context, tableName, reportParse);
      sheetsDone += 1;
      if (outcome.kind === 'table') tables.push(outcome.table);
      else problems.push({ kind: 'skipped_sheet', message: outcome.message, sheetName: name });
    }
  } finally {
    input.destroy();
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
  reportParse: (sheetName: string, rowsRead: number) => void,
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
      // Stop at the limit rather than parse a huge sheet to the end; the scan's count estimates.
      const actual = Math.max(limits.maxRows + 1, context.rowElements - 1);
      throw new FileRejectedError(
        'TOO_MANY_ROWS',
        `The sheet "${context.name}" has about ${actual} rows; at most ${limits.maxRows} are allowed.`,
        { limit: limits.maxRows, actual },
      );
    }
    const change = writer.addRow(values);
    if (change) await change;
    if (writer.rowsWritten % 1024 === 0) {
      signal?.throwIfAborted();
      reportParse(context.name, writer.rowsWritten);
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

function toXlsxRejection(error: unknown, signal: AbortSignal | undefined): unknown {
  // Failures of the worker, DuckDB or the file system say nothing about the workbook's bytes.
  if (error instanceof FileRejectedError || error instanceof AppendSinkError) return error;
  if (isSystemError(error)) return error;
  if (signal?.aborted) return signal.reason;
  const message = error instanceof Error ? error.message : '';
  if (/out of bounds/i.test(message)) {
    return new FileRejectedError('UNREADABLE', gridMessage, {}, { cause: error });
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
