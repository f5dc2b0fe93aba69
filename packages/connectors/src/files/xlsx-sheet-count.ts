import { readWorkbookSheets } from './xlsx-workbook';
import { readSmallZipPart } from './zip-guard';

/**
 * How many sheets a workbook lists, read from `xl/workbook.xml` alone (bounded, no sheet is
 * inflated), so a plan's sheet limit is checked when the file arrives, before a source exists.
 * Counts what the loader counts against `maxSheets`. Null when the part is missing or unreadable
 * (the load then decides). Throws nothing.
 * @example await countWorkbookSheets('/data/files/org/1234') // 2
 */
export async function countWorkbookSheets(path: string): Promise<number | null> {
  const workbook = await readSmallZipPart(path, 'xl/workbook.xml').catch(() => null);
  if (workbook === null) return null;
  return readWorkbookSheets(new Map([['xl/workbook.xml', workbook]])).length;
}
