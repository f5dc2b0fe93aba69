import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDuckDbConnector } from '../duckdb/duckdb-connector';
import { FileRejectedError } from './file-rejected-error';
import { type IngestFileOptions, ingestFile } from './ingest-file';
import {
  buildOle2,
  buildZip,
  createTempDir,
  minimalWorkbookEntries,
  type SheetSpec,
  writeWorkbook,
} from './test-fixtures';

const { dir, cleanup } = createTempDir('ingest-xlsx');
afterAll(cleanup);

const limits = { maxRows: 100_000, maxColumns: 50, maxSheets: 5 };
let counter = 0;

async function ingestSheets(sheets: SheetSpec[], options: Partial<IngestFileOptions> = {}) {
  counter += 1;
  const filePath = join(dir, `book-${counter}.xlsx`);
  await writeWorkbook(filePath, sheets);
  const targetPath = join(dir, `book-${counter}.duckdb`);
  const result = await ingestFile({ filePath, kind: 'xlsx', targetPath, limits, ...options });
  return { result, targetPath };
}

function ingestBytes(bytes: Buffer, options: Partial<IngestFileOptions> = {}) {
  counter += 1;
  const filePath = join(dir, `raw-${counter}.xlsx`);
  writeFileSync(filePath, bytes);
  return ingestFile({
    filePath,
    kind: 'xlsx',
    targetPath: join(dir, `raw-${counter}.duckdb`),
    limits,
    ...options,
  });
}

async function rows(targetPath: string, sql: string) {
  const connector = createDuckDbConnector(targetPath);
  try {
    return (await connector.query(sql, [], { maxRows: 1000, timeoutMs: 10_000 })).rows;
  } finally {
    await connector.close();
  }
}

async function rejection(promise: Promise<unknown>): Promise<FileRejectedError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FileRejectedError);
  return error as FileRejectedError;
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('ingestFile (XLSX)', () => {
  it('loads every sheet into its own table with inferred types', async () => {
    const { result, targetPath } = await ingestSheets([
      {
        name: 'Orders 2024',
        rows: [
          ['id', 'amount', 'ordered on', 'shipped at', 'paid', 'customer'],
          [1, 10.5, day('2024-01-02'), new Date('2024-01-03T08:30:00Z'), true, 'Ada'],
          [2, 20, day('2024-01-05'), new Date('2024-01-06T09:00:00Z'), false, 'Grace'],
        ],
      },
      {
        name: 'Regions',
        rows: [
          ['code', 'name'],
          ['N', 'North'],
          ['S', 'South'],
        ],
      },
    ]);
    expect(result.tables.map((table) => [table.name, table.sheetName, table.rowCount])).toEqual([
      ['orders_2024', 'Orders 2024', 2],
      ['regions', 'Regions', 2],
    ]);
    expect(result.tables[0]?.columns.map((column) => [column.name, column.type])).toEqual([
      ['id', 'integer'],
      ['amount', 'decimal'],
      ['ordered on', 'date'],
      ['shipped at', 'timestamp'],
      ['paid', 'boolean'],
      ['customer', 'text'],
    ]);
    expect(await rows(targetPath, 'SELECT * FROM orders_2024 ORDER BY id')).toEqual([
      [1, 10.5, '2024-01-02', '2024-01-03T08:30:00', true, 'Ada'],
      [2, 20, '2024-01-05', '2024-01-06T09:00:00', false, 'Grace'],
    ]);
  });

  it('reads formulas as their cached values', async () => {
    const { targetPath } = await ingestSheets([
      {
        name: 'Calc',
        rows: [
          ['qty', 'price', 'total', 'label'],
          [2, 3, { formula: 'A2*B2', result: 6 }, { formula: 'CONCAT("x",A2)', result: 'x2' }],
          [4, 5, { formula: 'A3*B3', result: 20 }, { formula: 'CONCAT("x",A3)', result: 'x4' }],
        ],
      },
    ]);
    expect(await rows(targetPath, 'SELECT total, label FROM calc')).toEqual([
      [6, 'x2'],
      [20, 'x4'],
    ]);
  });

  it('reads date cells as dates, including a formula with a date format', async () => {
    const { result, targetPath } = await ingestSheets([
      {
        name: 'Dates',
        rows: [
          ['when', 'next'],
          [day('2023-12-31'), { formula: 'A2+1', result: 45292 }],
        ],
        numFmts: { 2: 'yyyy-mm-dd' },
      },
    ]);
    expect(result.tables[0]?.columns.map((column) => column.type)).toEqual(['date', 'date']);
    expect(await rows(targetPath, 'SELECT * FROM dates')).toEqual([['2023-12-31', '2024-01-01']]);
  });

  it('names the columns under a merged header cell name, name_2, ...', async () => {
    const { result } = await ingestSheets([
      {
        name: 'Merged',
        rows: [
          ['Sales', null, null, 'Region'],
          [1, 2, 3, 'N'],
        ],
        merges: ['A1:C1'],
      },
    ]);
    expect(result.tables[0]?.columns.map((column) => column.name)).toEqual([
      'Sales',
      'Sales_2',
      'Sales_3',
      'Region',
    ]);
  });

  it('renames duplicate and blank headers, widens mixed columns, drops empty unnamed ones', async () => {
    const { result, targetPath } = await ingestSheets([
      {
        name: 'Messy',
        rows: [
          [null, 'name', 'Name', null, 'n'],
          [null, 'a', 'b', 'c', 1],
          [null, 'd', 'e', 'f', 'many'],
        ],
      },
    ]);
    expect(result.tables[0]?.columns.map((column) => [column.name, column.type])).toEqual([
      ['name', 'text'],
      ['Name_2', 'text'],
      ['column_4', 'text'],
      ['n', 'text'],
    ]);
    expect(await rows(targetPath, 'SELECT n FROM messy')).toEqual([['1'], ['many']]);
  });

  it('widens integers to decimals after the first rows', async () => {
    const data: unknown[][] = [['v']];
    for (let index = 0; index < 1_500; index += 1) data.push([index]);
    data.push([0.5]);
    const { result, targetPath } = await ingestSheets([{ name: 'Wide', rows: data }]);
    expect(result.tables[0]).toMatchObject({ rowCount: 1_501 });
    expect(result.tables[0]?.columns[0]?.type).toBe('decimal');
    expect(await rows(targetPath, 'SELECT sum(v) FROM wide')).toEqual([[1_124_250.5]]);
  });

  it('skips empty sheets and refuses a workbook with no data', async () => {
    const { result } = await ingestSheets([
      { name: 'Empty', rows: [] },
      { name: 'Data', rows: [['a'], [1]] },
    ]);
    expect(result.tables.map((table) => table.name)).toEqual(['data']);
    expect(result.problems).toEqual([
      expect.objectContaining({ kind: 'skipped_sheet', sheetName: 'Empty' }),
    ]);
    const empty = await rejection(ingestSheets([{ name: 'Empty', rows: [] }]));
    expect(empty.code).toBe('EMPTY');
    const headerOnly = await rejection(ingestSheets([{ name: 'H', rows: [['a', 'b']] }]));
    expect(headerOnly.code).toBe('HEADER_ONLY');
  });

  it('refuses more sheets, columns or rows than the plan allows', async () => {
    const sheets = Array.from({ length: 6 }, (_, index) => ({
      name: `S${index}`,
      rows: [['a'], [1]],
    }));
    expect(await rejection(ingestSheets(sheets))).toMatchObject({
      code: 'TOO_MANY_SHEETS',
      details: { limit: 5, actual: 6 },
    });
    const wide = [Array.from({ length: 60 }, (_, index) => `c${index}`)];
    expect((await rejection(ingestSheets([{ name: 'W', rows: wide }]))).code).toBe(
      'TOO_MANY_COLUMNS',
    );
    const long = [['a'], ...Array.from({ length: 30 }, (_, index) => [index])];
    const error = await rejection(
      ingestSheets([{ name: 'L', rows: long }], { limits: { ...limits, maxRows: 20 } }),
    );
    expect(error).toMatchObject({ code: 'TOO_MANY_ROWS', details: { limit: 20, actual: 30 } });
  });

  it('refuses password-protected and legacy workbooks with their messages', async () => {
    const encrypted = await rejection(
      ingestBytes(buildOle2(['EncryptionInfo', 'EncryptedPackage'])),
    );
    expect(encrypted.code).toBe('ENCRYPTED');
    const legacy = await rejection(ingestBytes(buildOle2(['Workbook'])));
    expect(legacy).toMatchObject({
      code: 'LEGACY_XLS',
      message:
        'Legacy .xls files are not supported. Please save the file as .xlsx and upload it again.',
    });
  });

  it('refuses cell references beyond Excel grid', async () => {
    const sheet = (cell: string) =>
      `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c></row><row r="${cell.replace(/^[A-Z]+/, '')}"><c r="${cell}"><v>1</v></c></row></sheetData></worksheet>`;
    const beyondRows = await rejection(
      ingestBytes(buildZip(minimalWorkbookEntries(sheet('A1048577')))),
    );
    expect(beyondRows.code).toBe('UNREADABLE');
    const beyondColumns = await rejection(
      ingestBytes(buildZip(minimalWorkbookEntries(sheet('XFE2')))),
    );
    expect(beyondColumns.code).toBe('UNREADABLE');
  });

  it('leaves nothing behind when aborted mid-parse', async () => {
    const data: unknown[][] = [['id', 'name', 'amount']];
    for (let index = 0; index < 20_000; index += 1) data.push([index, `n${index}`, index / 2]);
    counter += 1;
    const filePath = join(dir, `big-${counter}.xlsx`);
    await writeWorkbook(filePath, [{ name: 'Big', rows: data }]);
    const targetPath = join(dir, 'aborted.duckdb');
    const controller = new AbortController();
    const promise = ingestFile({
      filePath,
      kind: 'xlsx',
      targetPath,
      limits,
      signal: controller.signal,
      onProgress: (fraction) => {
        if (fraction > 0.1) controller.abort();
      },
    });
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(existsSync(targetPath)).toBe(false);
    expect(readdirSync(dir).filter((name) => name.includes('.staging-'))).toEqual([]);
  });

  it('reports a failure of DuckDB behind the loader as such, never as a damaged workbook', async () => {
    const promise = ingestSheets([{ name: 'Sheet1', rows: [['id'], [1]] }], {
      duckdbMemoryLimit: 'not-a-size',
    });
    await expect(promise).rejects.toMatchObject({ name: 'AppendSinkError' });
    await expect(promise).rejects.not.toBeInstanceOf(FileRejectedError);
  });
});
