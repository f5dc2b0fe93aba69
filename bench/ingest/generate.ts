import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import ExcelJS from 'exceljs';
// A deterministic generator (mulberry32), so every run benches the same bytes.
import { seededRandom as createRandom } from '../../apps/server/src/modules/sources/test-helpers';

const WORDS = [
  'north',
  'south',
  'east',
  'west',
  'alpha',
  'beta',
  'gamma',
  'delta',
  'widget',
  'gadget',
];
const DAY_MS = 86_400_000;
const BASE_DATE = Date.UTC(2020, 0, 1);

type Value = number | string | boolean | Date;

/** Column kinds cycle: integer, decimal, date, timestamp, boolean, text. */
function makeRow(random: () => number, columns: number): Value[] {
  const row: Value[] = new Array(columns);
  for (let column = 0; column < columns; column += 1) {
    const r = random();
    switch (column % 6) {
      case 0:
        row[column] = Math.floor(r * 1_000_000);
        break;
      case 1:
        row[column] = Math.round(r * 1_000_000) / 100;
        break;
      case 2:
        row[column] = new Date(BASE_DATE + Math.floor(r * 1500) * DAY_MS);
        break;
      case 3:
        row[column] = new Date(BASE_DATE + Math.floor(r * 1500 * 86_400) * 1000);
        break;
      case 4:
        row[column] = r < 0.5;
        break;
      default:
        row[column] = `${WORDS[Math.floor(r * WORDS.length)]} ${Math.floor(r * 1000)}`;
    }
  }
  return row;
}

function csvCell(value: Value, column: number): string {
  if (value instanceof Date) {
    const iso = value.toISOString();
    return column % 6 === 2 ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  }
  if (typeof value === 'string' && value.includes(',')) return `"${value}"`;
  return String(value);
}

/** Writes a CSV of `rows` × `columns` mixed-type values (plus a header), streaming. */
export async function generateCsv(path: string, rows: number, columns: number): Promise<void> {
  const random = createRandom(42);
  const out = createWriteStream(path);
  const header = Array.from({ length: columns }, (_, column) => `col_${column}`).join(',');
  out.write(`${header}\n`);
  let batch = '';
  for (let index = 0; index < rows; index += 1) {
    batch += `${makeRow(random, columns).map(csvCell).join(',')}\n`;
    if (batch.length > 1_000_000) {
      if (!out.write(batch)) await once(out, 'drain');
      batch = '';
    }
  }
  out.end(batch);
  await once(out, 'finish');
}

function columnStyle(column: number): { numFmt?: string } {
  if (column % 6 === 2) return { numFmt: 'yyyy-mm-dd' };
  if (column % 6 === 3) return { numFmt: 'yyyy-mm-dd hh:mm:ss' };
  return {};
}

/** Writes the same data as an .xlsx with exceljs's streaming writer (dates as date cells). */
export async function generateXlsx(path: string, rows: number, columns: number): Promise<void> {
  const random = createRandom(42);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('data');
  sheet.columns = Array.from({ length: columns }, (_, column) => ({
    header: `col_${column}`,
    key: `col_${column}`,
    style: columnStyle(column),
  }));
  for (let index = 0; index < rows; index += 1) sheet.addRow(makeRow(random, columns)).commit();
  sheet.commit();
  await workbook.commit();
}
