import type { Workbook } from 'exceljs';
import { cellText, exportNumber, neutralizeFormula } from './export-cells';

/** A table to export: header names and rows in header order. */
export interface ExportTable {
  title: string;
  headers: readonly string[];
  rows: readonly unknown[][];
  /** Said with the rows when they are not the whole result ("Only the first 10,000 rows…"). */
  note?: string;
}

const MAX_SHEET_NAME = 31;

/** A worksheet name Excel accepts: no `[]:*?/\`, at most 31 characters, never empty. */
export function safeSheetName(title: string): string {
  const cleaned = title.replace(/[[\]:*?/\\]/g, ' ').trim();
  return cleaned.slice(0, MAX_SHEET_NAME).trim() || 'Answer';
}

/** Numbers and booleans keep their type; everything else is neutralized text (E7). */
function xlsxValue(value: unknown): string | number | boolean | null {
  if (typeof value === 'number' && Number.isFinite(value)) return exportNumber(value);
  if (typeof value === 'boolean') return value;
  if (value === null || value === undefined) return null;
  return neutralizeFormula(cellText(value));
}

/**
 * Writes the table into a new worksheet of `workbook`: a bold header row, the rows, then the
 * table's note (a cut result) in italics below a blank row. Text
 * goes in as string cells, never formulas, and formula-looking text is prefixed with `'` (E7).
 */
export function fillWorkbook(workbook: Workbook, table: ExportTable): void {
  const sheet = workbook.addWorksheet(safeSheetName(table.title));
  const header = sheet.addRow(table.headers.map((name) => neutralizeFormula(name)));
  header.font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map(xlsxValue));
  if (table.note) {
    // After the rows, so the header stays the first row for filters and imports.
    sheet.addRow([]);
    sheet.addRow([neutralizeFormula(table.note)]).font = { italic: true };
  }
  sheet.columns.forEach((column, index) => {
    const name = table.headers[index] ?? '';
    column.width = Math.min(40, Math.max(10, name.length + 2));
  });
}
