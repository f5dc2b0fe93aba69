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

export interface IngestedTable {
  name: string;
  /** The workbook sheet the table came from; null for CSV. */
  sheetName: string | null;
  rowCount: number;
  columns: ColumnInfo[];
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
