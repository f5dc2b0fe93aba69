import type { Row } from 'exceljs';
import { toTableName } from './column-names';
import { FileRejectedError, fileMessages, isSystemError } from './file-rejected-error';
import type { IngestedTable, IngestLimits, IngestProblem, ProgressReporter } from './ingest-types';
import { isStorageFullError } from './storage-full';
import { AppendSink, AppendSinkError } from './xlsx-append-client';
import type { CellValue } from './xlsx-cells';
import { assertInsideGrid, gridMessage, headerNames, RowReader } from './xlsx-rows';
import { WorkbookParser } from './xlsx-sheet-parser';
import { SheetTableWriter } from './xlsx-table-writer';
import { readWorkbookSheets, type WorkbookSheet } from './xlsx-workbook';
import type { CheckedZip, SheetStream } from './zip-checked';
import { WORKSHEET_ENTRY } from './zip-expansion';
import { openCheckedZip, type ZipLimits } from './zip-guard';

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

const SCAN_END = 0.05;
const PARSE_END = 0.95;

interface SheetContext {
  name: string;
  entryPath: string;
  isDate1904: boolean;
  zip: CheckedZip;
  source: SheetStream;
}

/**
 * Loads every sheet of an .xlsx into its own table: the zip's structure and every part but the
 * worksheets are checked for bombs first (real inflated bytes); then exceljs streams each sheet's
 * cells (formulas as cached values, dates as dates, merged header cells named `name`, `name_2`,
 * ...) into DuckDB's appender, the sheet's bytes counted against the same bounds before exceljs
 * sees them. The staging database is saved only after every sheet was read within the bounds.
 * Empty sheets are skipped and reported.
 *
 * Throws FileRejectedError: ZIP_BOMB, TOO_MANY_SHEETS, TOO_MANY_ROWS, TOO_MANY_COLUMNS, EMPTY,
 * HEADER_ONLY, UNREADABLE.
 */
export async function loadXlsx(
  options: LoadXlsxOptions,
): Promise<{ tables: IngestedTable[]; problems: IngestProblem[] }> {
  options.progress(0.01);
  // The worker boots (loading its modules takes a moment) while the zip is checked and the first
  // rows are parsed; what is sent to it meanwhile waits for it.
  const sink = new AppendSink(options.stagingPath, options.memoryLimit);
  let zip: CheckedZip | null = null;
  let isSaved = false;
  try {
    zip = await openCheckedZip(options.filePath, {
      limits: options.zipLimits,
      signal: options.signal,
    });
    const plan = planWorkbook(zip, options.limits);
    const parser = await WorkbookParser.open(zip);
    options.progress(SCAN_END);
    const result = await parseSheets(options, plan, zip, parser, sink);
    if (result.tables.length === 0) throw onlySkipped(result.problems);
    options.signal?.throwIfAborted();
    // Every sheet was read to its end or refused, so each byte parsed was counted: only a
    // workbook within the zip bounds is saved.
    await sink.stop(true);
    isSaved = true;
    return result;
  } catch (error) {
    throw toXlsxRejection(error, options.signal);
  } finally {
    zip?.close();
    if (!isSaved) await sink.stop(false).catch(() => undefined);
  }
}

interface WorkbookPlan {
  /** The worksheets to load, in workbook order. */
  sheets: WorkbookSheet[];
  isDate1904: boolean;
}

/** Reads the sheet list from the checked archive, refusing too many sheets before parsing. */
function planWorkbook(zip: CheckedZip, limits: IngestLimits): WorkbookPlan {
  const sheets = readWorkbookSheets(zip.parts);
  if (sheets.length > limits.maxSheets) {
    throw new FileRejectedError(
      'TOO_MANY_SHEETS',
      `The workbook has ${sheets.length} sheets; at most ${limits.maxSheets} are allowed.`,
      { limit: limits.maxSheets, actual: sheets.length },
    );
  }
  return {
    // Chart sheets and dangling references hold no cells.
    sheets: sheets.filter(
      (sheet) => WORKSHEET_ENTRY.test(sheet.entryPath) && zip.has(sheet.entryPath),
    ),
    isDate1904: /date1904\s*=\s*"(?:1|true)"/.test(zip.parts.get('xl/workbook.xml') ?? ''),
  };
}

async function parseSheets(
  options: LoadXlsxOptions,
  plan: WorkbookPlan,
  zip: CheckedZip,
  parser: WorkbookParser,
  sink: AppendSink,
): Promise<{ tables: IngestedTable[]; problems: IngestProblem[] }> {
  const tables: IngestedTable[] = [];
  const problems: IngestProblem[] = [];
  const takenNames = new Set<string>();
  for (const [index, sheet] of plan.sheets.entries()) {
    // Sheets are parsed one after another; within one, progress follows its compressed bytes.
    const reportParse = (withinSheet: number) => {
      const share = (index + withinSheet) / plan.sheets.length;
      // In steps of 0.5 %: the reporter passes on only increases, each an IPC message in a child.
      options.progress(Math.floor((SCAN_END + share * (PARSE_END - SCAN_END)) * 200) / 200);
    };
    const source = await zip.openSheet(sheet.entryPath);
    const context: SheetContext = { ...sheet, isDate1904: plan.isDate1904, zip, source };
    const rows = parser.rowsByChunk(source.stream, sheet.name, index + 1);
    const tableName = toTableName(sheet.name, takenNames, `sheet_${tables.length + 1}`);
    const outcome = await loadSheet(options, sink, rows, context, tableName, reportParse).catch(
      (error: unknown) => rethrowAsBomb(error, context, options.signal),
    );
    if (outcome.kind === 'table') tables.push(outcome.table);
    else problems.push({ kind: 'skipped_sheet', message: outcome.message, sheetName: sheet.name });
  }
  return { tables, problems };
}

/**
 * A sheet the parser choked on may be a bomb (a flat run of zeros is not XML): its entry is
 * inflated to its end, within the zip bounds, so one that crosses them is reported as such.
 */
async function rethrowAsBomb(
  error: unknown,
  context: SheetContext,
  signal: AbortSignal | undefined,
): Promise<never> {
  const isParseError =
    !signal?.aborted &&
    !(error instanceof FileRejectedError) &&
    !(error instanceof AppendSinkError) &&
    !isSystemError(error);
  if (isParseError) {
    await context.zip.countRowElements(context.entryPath).catch((failure: unknown) => {
      // A bound crossed explains the parser's failure; anything else keeps the parser's error.
      if (failure instanceof FileRejectedError) throw failure;
    });
  }
  throw error;
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
  sink: AppendSink,
  worksheet: AsyncIterable<readonly Row[]>,
  context: SheetContext,
  tableName: string,
  reportParse: (withinSheet: number) => void,
): Promise<SheetOutcome> {
  const { limits, signal } = options;
  const rowReader = new RowReader(context.isDate1904);
  let writer: SheetTableWriter | null = null;
  let header: { values: CellValue[]; rowNumber: number } | null = null;
  for await (const rows of worksheet) {
    for (const row of rows) {
      assertInsideGrid(row);
      const values = rowReader.read(row);
      if (values === null) continue;
      if (!writer) {
        // Merged header cells are listed at the end of the sheet: named for now, renamed then.
        header = { values: [...values], rowNumber: row.number };
        const names = headerNames(header.values, header.rowNumber, []);
        if (names.length > limits.maxColumns) throw tooManyColumns(names.length, limits);
        writer = new SheetTableWriter(sink, tableName, names, limits);
        continue;
      }
      if (writer.rowsWritten >= limits.maxRows) throw await tooManyRows(context, limits);
      const change = writer.addRow(values);
      if (change) await change;
    }
    signal?.throwIfAborted();
    reportParse(context.source.readFraction());
  }
  if (!writer || !header)
    return { kind: 'skipped', message: `The sheet "${context.name}" is empty.` };
  if (writer.rowsWritten === 0) return { kind: 'skipped', message: fileMessages.headerOnly };
  const names = headerNames(header.values, header.rowNumber, context.source.mergedRanges());
  return { kind: 'table', table: await writer.finish(context.name, names) };
}

/**
 * Stops at the row limit rather than parse a huge sheet to the end; the message's count comes
 * from a quick pass over the sheet's `<row>` elements (less the header).
 */
async function tooManyRows(
  context: SheetContext,
  limits: IngestLimits,
): Promise<FileRejectedError> {
  const rowElements = await context.zip.countRowElements(context.entryPath);
  const actual = Math.max(limits.maxRows + 1, rowElements - 1);
  return new FileRejectedError(
    'TOO_MANY_ROWS',
    `The sheet "${context.name}" has about ${actual} rows; at most ${limits.maxRows} are allowed.`,
    { limit: limits.maxRows, actual },
  );
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
  if (isSystemError(error) || isStorageFullError(error)) return error;
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
