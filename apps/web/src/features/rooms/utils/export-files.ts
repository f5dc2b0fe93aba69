import type { View } from 'vega';
import { toCsv } from './export-cells';
import type { ExportTable } from './xlsx-export';
import { fillWorkbook } from './xlsx-export';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Saves a blob as a file through a temporary link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  downloadUrl(url, fileName);
  // Let the click start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The table as a CSV file (UTF-8 with BOM so spreadsheets read accents right), E7-safe. */
export function exportCsv(table: ExportTable, baseName: string): void {
  const csv = toCsv(table.headers, table.rows, table.note);
  downloadBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), `${baseName}.csv`);
}

/** The table as an XLSX workbook; exceljs loads only when someone exports. */
export async function exportXlsx(table: ExportTable, baseName: string): Promise<void> {
  const module = await import('exceljs');
  // The browser build is a UMD bundle: its classes may sit on the default export.
  const ExcelJS = module.default ?? module;
  const workbook = new ExcelJS.Workbook();
  fillWorkbook(workbook, table);
  const buffer = await workbook.xlsx.writeBuffer();
  downloadBlob(new Blob([buffer], { type: XLSX_TYPE }), `${baseName}.xlsx`);
}

/** The chart as drawn, as a PNG (twice the screen size) or SVG file. */
export async function exportChart(view: View, format: 'png' | 'svg', baseName: string) {
  const url = await view.toImageURL(format, format === 'png' ? 2 : 1);
  downloadUrl(url, `${baseName}.${format}`);
}
