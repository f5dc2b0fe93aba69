import { Readable } from 'node:stream';
import ExcelJS, { type Row } from 'exceljs';
import type { CheckedZip } from './zip-checked';

/**
 * exceljs's parser for one worksheet's XML (its streaming WorksheetReader): `parse()` yields the
 * events of each chunk of XML at once, rows among them.
 */
interface WorksheetReader {
  name: string;
  parse(): AsyncIterable<readonly { eventType: string; value: unknown }[]>;
}

/**
 * The part parsers of exceljs's streaming WorkbookReader (4.x), which its own `parse()` runs
 * on entries in zip order as its unzip finds them.
 */
interface WorkbookReaderParts {
  _parseWorkbook(stream: Readable): Promise<void>;
  _parseStyles(stream: Readable): Promise<void>;
  _parseSharedStrings(stream: Readable): AsyncIterable<unknown>;
  _parseWorksheet(
    chunks: AsyncIterable<Buffer>,
    sheetNo: string,
  ): Iterator<{ eventType: string; value: WorksheetReader }>;
}

const READER_OPTIONS = {
  sharedStrings: 'cache',
  styles: 'cache',
  worksheets: 'emit',
  hyperlinks: 'ignore',
  entries: 'ignore',
} as const;

const WORKBOOK_PART = 'xl/workbook.xml';
const STYLES_PART = 'xl/styles.xml';
const SHARED_STRINGS_PART = 'xl/sharedStrings.xml';

/**
 * exceljs's streaming reader fed from a checked archive instead of its own unzip. Read front to
 * back, a workbook as Excel writes it has its sheets before the shared strings, so exceljs
 * would first inflate each whole sheet to a temp file and parse it afterwards; reading parts by
 * name parses the workbook, styles and shared strings first, then streams each sheet straight
 * from the archive (counted against the zip bounds) into exceljs's own sheet parser.
 */
export class WorkbookParser {
  private constructor(private readonly reader: WorkbookReaderParts) {}

  /**
   * Parses the workbook part, styles and shared strings (cached whole, as exceljs does; the
   * scan bounded their size). Throws when exceljs cannot parse them.
   */
  static async open(zip: CheckedZip): Promise<WorkbookParser> {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(
      Readable.from([]),
      READER_OPTIONS,
    ) as unknown as WorkbookReaderParts;
    assertReaderParts(reader);
    await reader._parseWorkbook(Readable.from([Buffer.from(zip.parts.get(WORKBOOK_PART) ?? '')]));
    if (zip.has(STYLES_PART)) await reader._parseStyles(await zip.openPart(STYLES_PART));
    if (zip.has(SHARED_STRINGS_PART)) {
      for await (const _event of reader._parseSharedStrings(
        await zip.openPart(SHARED_STRINGS_PART),
      )) {
        // With `sharedStrings: 'cache'` nothing is emitted; the strings are kept on the reader.
      }
    }
    return new WorkbookParser(reader);
  }

  /**
   * The rows of one sheet, parsed from `chunks` (its XML) as they arrive, a chunk's rows at a
   * time: one await per chunk of XML rather than one per row, as the reader's own row iterator
   * takes.
   */
  async *rowsByChunk(
    chunks: AsyncIterable<Buffer>,
    sheetName: string,
    sheetNo: number,
  ): AsyncGenerator<Row[]> {
    const worksheet = this.reader._parseWorksheet(chunks, String(sheetNo)).next().value?.value;
    if (!worksheet) throw new Error('exceljs did not create a worksheet reader.');
    worksheet.name = sheetName;
    for await (const events of worksheet.parse()) {
      const rows: Row[] = [];
      for (const event of events) if (event.eventType === 'row') rows.push(event.value as Row);
      if (rows.length > 0) yield rows;
    }
  }
}

function assertReaderParts(reader: WorkbookReaderParts): void {
  const parts = [
    reader._parseWorkbook,
    reader._parseStyles,
    reader._parseSharedStrings,
    reader._parseWorksheet,
  ];
  if (parts.some((part) => typeof part !== 'function')) {
    throw new Error('This exceljs version does not have the part parsers the XLSX loader uses.');
  }
}
