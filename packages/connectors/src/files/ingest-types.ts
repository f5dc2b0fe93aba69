import type { ColumnInfo } from '../types';

/** Plan limits applied while loading; more rows, columns or sheets are refused. */
export interface IngestLimits {
  maxRows: number;
  maxColumns: number;
  maxSheets: number;
}

export type IngestProblemKind = 'ragged_rows' | 'skipped_rows' | 'skipped_sheet';

/** Something the load worked around, to show the user beside the result. */
export interface IngestProblem {
  kind: IngestProblemKind;
  message: string;
  /** 1-based file lines (CSV) or sheet row numbers (XLSX), the first 20. */
  rows?: number[];
  sheetName?: string;
}

/**
 * A text column the load read as numbers or dates (`convertMessyColumns`): what it held, how many
 * values converted, and where the text of those that did not is kept.
 */
export interface ColumnConversion {
  column: string;
  /** `percent` values are percent points: '5%' is 5; `text` only by a person's choice. */
  kind: 'currency' | 'number' | 'percent' | 'date' | 'text';
  /** Numbers: 'us' (1,234.50) or 'eu' (1.234,50); dates: 'month-first' or 'day-first'. */
  convention: 'us' | 'eu' | 'month-first' | 'day-first' | null;
  /** The currency symbol seen, for `currency`. */
  currency: string | null;
  converted: number;
  unparsed: number;
  /** The column holding the text of values that did not convert; null when all did. */
  rawColumn: string | null;
  /** Zero dates ('0000-00-00') of a date column, loaded as empty; absent when none. */
  zeroDates?: number;
}

export interface IngestedTable {
  name: string;
  /** The workbook sheet the table came from; null for CSV. */
  sheetName: string | null;
  rowCount: number;
  columns: ColumnInfo[];
  /** Text columns read as numbers or dates while loading (CSV fields, XLSX text cells). */
  conversions?: ColumnConversion[];
}

export interface IngestResult {
  tables: IngestedTable[];
  problems: IngestProblem[];
}

/** Reports load progress as a fraction 0–1 that never goes back. */
export type ProgressReporter = (fraction: number) => void;

/** Makes a reporter that clamps, never goes backwards and swallows listener errors. */
export function createProgressReporter(onProgress?: (fraction: number) => void): ProgressReporter {
  let last = -1;
  return (fraction) => {
    const clamped = Math.min(1, Math.max(0, fraction));
    if (!onProgress || clamped <= last) return;
    last = clamped;
    try {
      onProgress(clamped);
    } catch {
      // A failing progress listener must not fail the load.
    }
  };
}
