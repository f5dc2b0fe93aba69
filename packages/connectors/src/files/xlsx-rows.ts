import type { Cell, Row } from 'exceljs';
import { FileRejectedError } from './file-rejected-error';
import { type CellValue, MAX_CELL_CHARS, toCellValue, toText } from './xlsx-cells';

/** Excel's grid: 1,048,576 rows × 16,384 columns (XFD). */
const MAX_EXCEL_ROW = 1_048_576;
const MAX_EXCEL_COLUMN = 16_384;

export const gridMessage =
  "The workbook has cells outside Excel's grid (1,048,576 rows × 16,384 columns).";

/** Refuses a row outside Excel's grid (a crafted file; Excel itself never writes one). */
export function assertInsideGrid(row: Row): void {
  if (row.number > MAX_EXCEL_ROW || row.number < 1 || row.cellCount > MAX_EXCEL_COLUMN) {
    throw new FileRejectedError('UNREADABLE', gridMessage);
  }
}

/**
 * Reads a row's values by column (0-based) into one array reused for every row of a sheet; null
 * for a row with no values. The array keeps the length of the widest row read so far (entries past
 * this row's last value are null): shortening it would free its storage, and every row would
 * allocate it anew.
 */
export class RowReader {
  private readonly values: CellValue[] = [];
  private width = 0;

  constructor(private readonly isDate1904: boolean) {}

  read(row: Row): CellValue[] | null {
    const values = this.values;
    for (let index = 0; index < this.width; index += 1) values[index] = null;
    this.width = 0;
    row.eachCell(this.visit);
    return this.width === 0 ? null : values;
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
    while (values.length < columnNumber) values.push(null);
    values[columnNumber - 1] = value;
    this.width = columnNumber;
  };
}

/**
 * Header names from the first non-empty row; a merged header cell spanning columns gives its
 * name to every column it covers (made unique later as `name`, `name_2`, ...).
 */
export function headerNames(
  values: CellValue[],
  rowNumber: number,
  mergedRanges: string[],
): string[] {
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
