import type { Cell } from 'exceljs';

/** A cell's value reduced to what a table column holds. */
export type CellValue = number | string | boolean | Date | null;

/** What a column's values have been so far; later kinds widen earlier ones. */
export enum Kind {
  Empty = 0,
  Boolean = 1,
  Integer = 2,
  Double = 3,
  Date = 4,
  Timestamp = 5,
  Text = 6,
}

/** Excel's own limit on a cell's text. */
export const MAX_CELL_CHARS = 32_767;
const DAY_MS = 86_400_000;
/** Days between Excel's 1900 epoch (with its leap-year bug) and the Unix epoch. */
const EXCEL_EPOCH_OFFSET_DAYS = 25_569;
const EXCEL_1904_OFFSET_DAYS = 1_462;

/**
 * Reduces an exceljs cell to a plain value: formulas give their cached result (dates when the
 * cell has a date format), rich text its text, hyperlinks their text, errors and blanks null.
 */
export function toCellValue(cell: Cell, isDate1904: boolean): CellValue {
  const value = cell.value;
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'string':
      return value === '' ? null : value;
    case 'boolean':
      return value;
    default:
      break;
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if ('result' in value) return formulaResult(value.result, cell, isDate1904);
  if ('richText' in value) return value.richText.map((run) => run.text).join('') || null;
  if ('text' in value && typeof value.text === 'string') return value.text || null;
  return null;
}

function formulaResult(result: unknown, cell: Cell, isDate1904: boolean): CellValue {
  if (result === null || result === undefined) return null;
  if (typeof result === 'number') {
    if (!Number.isFinite(result)) return null;
    return isDateFormat(cell.numFmt) ? excelSerialToDate(result, isDate1904) : result;
  }
  if (typeof result === 'string') return result === '' ? null : result;
  if (typeof result === 'boolean' || result instanceof Date) return result;
  // { error: '#N/A' } and the like.
  return null;
}

/** True for number formats that show a date or time (`yyyy-mm-dd`, `d/m/yy h:mm`, ...). */
export function isDateFormat(numFmt: string | undefined): boolean {
  if (!numFmt) return false;
  const stripped = numFmt.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
  return /[dmyhs]/i.test(stripped) && !/^[#0.,%\s]*$/.test(stripped);
}

/** Converts an Excel serial day number to a UTC date. */
export function excelSerialToDate(serial: number, isDate1904: boolean): Date {
  const offset = isDate1904
    ? EXCEL_EPOCH_OFFSET_DAYS - EXCEL_1904_OFFSET_DAYS
    : EXCEL_EPOCH_OFFSET_DAYS;
  return new Date(Math.round((serial - offset) * DAY_MS));
}

/** The kind of one value. */
export function kindOf(value: CellValue): Kind {
  if (value === null) return Kind.Empty;
  switch (typeof value) {
    case 'number':
      return Number.isSafeInteger(value) ? Kind.Integer : Kind.Double;
    case 'boolean':
      return Kind.Boolean;
    case 'string':
      return Kind.Text;
    default:
      return value.getTime() % DAY_MS === 0 ? Kind.Date : Kind.Timestamp;
  }
}

/** The narrowest kind that holds values of both kinds. */
export function widenKind(a: Kind, b: Kind): Kind {
  if (a === b || b === Kind.Empty) return a;
  if (a === Kind.Empty) return b;
  const low = Math.min(a, b);
  const high = Math.max(a, b);
  if (low === Kind.Integer && high === Kind.Double) return Kind.Double;
  if (low === Kind.Date && high === Kind.Timestamp) return Kind.Timestamp;
  return Kind.Text;
}

/** The DuckDB column type for a kind (an all-empty column is text). */
export function duckDbTypeOf(kind: Kind): string {
  switch (kind) {
    case Kind.Boolean:
      return 'BOOLEAN';
    case Kind.Integer:
      return 'BIGINT';
    case Kind.Double:
      return 'DOUBLE';
    case Kind.Date:
      return 'DATE';
    case Kind.Timestamp:
      return 'TIMESTAMP';
    default:
      return 'VARCHAR';
  }
}

/**
 * A value as text, in the forms DuckDB casts back (`2024-01-31`, `2024-01-31 08:00:00`, `true`),
 * so a column stored as text while it was still empty can take its real type at the end.
 */
export function toText(value: Exclude<CellValue, null>): string {
  if (value instanceof Date) {
    const iso = value.toISOString();
    if (value.getTime() % DAY_MS === 0) return iso.slice(0, 10);
    return `${iso.slice(0, 10)} ${iso.slice(11, 23)}`;
  }
  return String(value);
}
