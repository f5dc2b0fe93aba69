import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDuckDbConnector } from '../duckdb/duckdb-connector';
import { ingestFile } from './ingest-file';
import { buildZip, createTempDir, minimalWorkbookEntries, writeWorkbook } from './test-fixtures';

const { dir, cleanup } = createTempDir('xlsx-load');
afterAll(cleanup);

const limits = { maxRows: 100_000, maxColumns: 50, maxSheets: 5 };
let counter = 0;

async function ingest(filePath: string) {
  counter += 1;
  const targetPath = join(dir, `load-${counter}.duckdb`);
  const result = await ingestFile({ filePath, kind: 'xlsx', targetPath, limits });
  return { result, targetPath };
}

async function query(targetPath: string, sql: string) {
  const connector = createDuckDbConnector(targetPath);
  try {
    return (await connector.query(sql, [], { maxRows: 1000, timeoutMs: 10_000 })).rows;
  } finally {
    await connector.close();
  }
}

describe('loadXlsx', () => {
  it('names columns under a merged header cell after the table was created (sheets past 1,000 rows)', async () => {
    const data: unknown[][] = [['Sales', null, null, 'Region']];
    for (let index = 0; index < 3_000; index += 1) data.push([index, index * 2, index * 3, 'N']);
    const filePath = join(dir, 'merged-long.xlsx');
    await writeWorkbook(filePath, [{ name: 'Long', rows: data, merges: ['A1:C1'] }]);
    const { result, targetPath } = await ingest(filePath);
    expect(result.tables[0]?.rowCount).toBe(3_000);
    expect(result.tables[0]?.columns.map((column) => [column.name, column.type])).toEqual([
      ['Sales', 'integer'],
      ['Sales_2', 'integer'],
      ['Sales_3', 'integer'],
      ['Region', 'text'],
    ]);
    expect(
      await query(targetPath, 'SELECT sum("Sales"), sum("Sales_2"), sum("Sales_3") FROM long'),
    ).toEqual([[4_498_500, 8_997_000, 13_495_500]]);
  });

  it('reads shared strings and styles stored after the sheet, as Excel orders them', async () => {
    const sheet =
      '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
      '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" s="1"><v>45292</v></c></row>' +
      '</sheetData></worksheet>';
    const sharedStrings =
      '<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="3" uniqueCount="3">' +
      '<si><t>city</t></si><si><t>since</t></si><si><t>Lyon</t></si></sst>';
    const styles =
      '<?xml version="1.0"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      '<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/></numFmts>' +
      '<fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders>' +
      '<cellStyleXfs count="1"><xf/></cellStyleXfs>' +
      '<cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="164" applyNumberFormat="1"/></cellXfs></styleSheet>';
    const text = (value: string) => Buffer.from(value, 'utf8');
    const filePath = join(dir, 'excel-order.xlsx');
    writeFileSync(
      filePath,
      buildZip([
        ...minimalWorkbookEntries(sheet),
        { name: 'xl/styles.xml', data: text(styles) },
        { name: 'xl/sharedStrings.xml', data: text(sharedStrings) },
      ]),
    );
    const { result, targetPath } = await ingest(filePath);
    expect(result.tables[0]?.columns.map((column) => [column.name, column.type])).toEqual([
      ['city', 'text'],
      ['since', 'date'],
    ]);
    expect(await query(targetPath, 'SELECT * FROM data')).toEqual([['Lyon', '2024-01-01']]);
  });

  it('keeps blank cells as nulls in typed columns', async () => {
    const at = (iso: string) => new Date(iso);
    const filePath = join(dir, 'blanks.xlsx');
    await writeWorkbook(filePath, [
      {
        name: 'Blanks',
        rows: [
          ['n', 'x', 'day', 'stamp', 'ok'],
          [1, 1.5, at('2024-01-02T00:00:00Z'), at('2024-01-02T08:30:00Z'), true],
          [null, null, null, null, null, 'extra'],
          [3, 2.5, at('2300-01-01T00:00:00Z'), at('2300-01-01T00:00:01.5Z'), false],
        ],
      },
    ]);
    const { result, targetPath } = await ingest(filePath);
    expect(result.tables[0]?.columns.map((column) => column.type)).toEqual([
      'integer',
      'decimal',
      'date',
      'timestamp',
      'boolean',
      'text',
    ]);
    expect(await query(targetPath, 'SELECT n, x, day, stamp, ok FROM blanks')).toEqual([
      [1, 1.5, '2024-01-02', '2024-01-02T08:30:00', true],
      [null, null, null, null, null],
      [3, 2.5, '2300-01-01', '2300-01-01T00:00:01.5', false],
    ]);
  });
});
