import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fillWorkbook, safeSheetName } from './xlsx-export';

async function roundTrip(headers: string[], rows: unknown[][], note?: string) {
  const workbook = new ExcelJS.Workbook();
  fillWorkbook(workbook, { title: 'Revenue by region', headers, rows, note });
  const buffer = await workbook.xlsx.writeBuffer();
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(buffer);
  const sheet = read.worksheets[0];
  if (!sheet) throw new Error('no worksheet written');
  return sheet;
}

describe('fillWorkbook', () => {
  it('says below the rows, in italics, that they are cut', async () => {
    const note = 'Only the first 2 rows of a longer result.';
    const sheet = await roundTrip(['Id'], [[1], [2]], note);
    expect(sheet.getCell('A1').value).toBe('Id');
    expect(sheet.getCell('A3').value).toBe(2);
    expect(sheet.getCell('A5').value).toBe(note);
    expect(sheet.getCell('A5').font?.italic).toBe(true);
  });

  it('writes formula-looking text as escaped string cells and numbers as numbers', async () => {
    const sheet = await roundTrip(
      ['Region', '=Total'],
      [
        ['=1+1', 12.5],
        ['@SUM(A1)', -3.5],
        ['North', null],
      ],
    );
    expect(sheet.name).toBe('Revenue by region');
    expect(sheet.getCell('A1').value).toBe('Region');
    expect(sheet.getCell('B1').value).toBe("'=Total");
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    const a2 = sheet.getCell('A2');
    expect(a2.value).toBe("'=1+1");
    expect(a2.type).toBe(ExcelJS.ValueType.String);
    expect(a2.formula).toBeUndefined();
    expect(sheet.getCell('B2').value).toBe(12.5);
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('A3').value).toBe("'@SUM(A1)");
    expect(sheet.getCell('B3').value).toBe(-3.5);
    expect(sheet.getCell('A4').value).toBe('North');
    expect(sheet.getCell('B4').value).toBeNull();
  });
});

describe('safeSheetName', () => {
  it('drops characters Excel refuses and keeps 31 characters', () => {
    expect(safeSheetName('Sales [2024]: a/b?')).toBe('Sales  2024   a b');
    expect(safeSheetName('x'.repeat(40))).toHaveLength(31);
    expect(safeSheetName(' ?? ')).toBe('Answer');
  });
});
