import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, describe, expect, it } from 'vitest';
import { createDuckDbConnector } from '../duckdb/duckdb-connector';
import { FileRejectedError } from './file-rejected-error';
import { type IngestFileOptions, ingestFile, removeStaleStagingFiles } from './ingest-file';
import { createTempDir } from './test-fixtures';

const { dir, cleanup } = createTempDir('ingest-csv');
afterAll(cleanup);

const limits = { maxRows: 100_000, maxColumns: 50, maxSheets: 5 };
let counter = 0;

function fixture(content: Buffer | string): string {
  counter += 1;
  const path = join(dir, `in-${counter}.csv`);
  writeFileSync(path, content);
  return path;
}

async function ingest(content: Buffer | string, options: Partial<IngestFileOptions> = {}) {
  const targetPath = join(dir, `out-${counter + 1}.duckdb`);
  const result = await ingestFile({
    filePath: fixture(content),
    kind: 'csv',
    targetPath,
    limits,
    ...options,
  });
  return { result, targetPath };
}

async function rowsOf(targetPath: string, sql = 'SELECT * FROM data') {
  const connector = createDuckDbConnector(targetPath);
  try {
    return await connector.query(sql, [], { maxRows: 1000, timeoutMs: 10_000 });
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

function stagingLeftovers(): string[] {
  return readdirSync(dir).filter((name) => name.includes('.staging-'));
}

describe('ingestFile (CSV)', () => {
  it('infers integer, decimal, date, timestamp, boolean and text columns', async () => {
    const { result, targetPath } = await ingest(
      'id,price,day,at,paid,name\n1,9.5,2024-01-02,2024-01-02 10:30:00,true,Ada\n2,10,2024-02-03,2024-02-03 11:00:00,false,Grace\n',
    );
    expect(result.tables).toEqual([
      {
        name: 'data',
        sheetName: null,
        rowCount: 2,
        columns: [
          expect.objectContaining({ name: 'id', type: 'integer' }),
          expect.objectContaining({ name: 'price', type: 'decimal' }),
          expect.objectContaining({ name: 'day', type: 'date' }),
          expect.objectContaining({ name: 'at', type: 'timestamp' }),
          expect.objectContaining({ name: 'paid', type: 'boolean' }),
          expect.objectContaining({ name: 'name', type: 'text' }),
        ],
      },
    ]);
    expect((await rowsOf(targetPath)).rows[0]).toEqual([
      1,
      9.5,
      '2024-01-02',
      '2024-01-02T10:30:00',
      true,
      'Ada',
    ]);
    expect(stagingLeftovers()).toEqual([]);
  });

  const accented = 'name;city;note\nZoë;Zürich;"coût: 5 €"\nRené;Besançon;"a; b"\n';
  it.each([
    [
      'UTF-16LE with BOM',
      Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(accented, 'utf-16le')]),
    ],
    ['UTF-16LE without BOM', iconv.encode(accented, 'utf-16le')],
    ['Windows-1252', iconv.encode(accented, 'windows-1252')],
    ['UTF-8 with BOM and CRLF', Buffer.from(`\ufeff${accented.replaceAll('\n', '\r\n')}`)],
  ])('loads %s with the right characters', async (_label, bytes) => {
    const { result, targetPath } = await ingest(bytes);
    expect(result.tables[0]?.columns.map((column) => column.name)).toEqual([
      'name',
      'city',
      'note',
    ]);
    expect((await rowsOf(targetPath)).rows).toEqual([
      ['Zoë', 'Zürich', 'coût: 5 €'],
      ['René', 'Besançon', 'a; b'],
    ]);
  });

  it('keeps quoted newlines, doubled quotes and mixed line ends', async () => {
    const { result, targetPath } = await ingest(
      'id,note\n1,"two\nlines"\r\n2,"say ""hi"""\n3,plain\r\n',
    );
    expect(result.tables[0]?.rowCount).toBe(3);
    expect((await rowsOf(targetPath)).rows).toEqual([
      [1, 'two\nlines'],
      [2, 'say "hi"'],
      [3, 'plain'],
    ]);
  });

  it('pads short rows, widens for long rows, and loses nothing', async () => {
    const { result, targetPath } = await ingest('a,b,c\n1,2,3\n4,5\n6,7,8,9\n10,"x\ny",12\n');
    expect(result.tables[0]?.columns.map((column) => column.name)).toEqual([
      'a',
      'b',
      'c',
      'column_4',
    ]);
    expect((await rowsOf(targetPath)).rows).toEqual([
      [1, '2', 3, null],
      [4, '5', null, null],
      [6, '7', 8, 9],
      [10, 'x\ny', 12, null],
    ]);
  });

  it('keeps a stray NUL and a 1 MB field', async () => {
    const { targetPath } = await ingest(`a,b\n1,x\u0000y\n2,"${'z'.repeat(1_100_000)}"\n`);
    expect((await rowsOf(targetPath, 'SELECT a, length(b) FROM data')).rows).toEqual([
      [1, 3],
      [2, 1_100_000],
    ]);
  });

  // Found by ingest-file.property.test.ts: header cells DuckDB names in ways no SQL from here can
  // refer to (a NUL ends the statement, `""` is no identifier, the driver drops a leading BOM)
  // failed the load with DuckDB's parser or binder error instead of loading or refusing it.
  it.each([
    ['a NUL and a bell', '\u0000,id\u0007x\n"",1\n"a",2\n', ['column_1', 'id x']],
    ['a cell of only a BOM', ',\ufeff\r,', ['column_1', 'column_2']],
    ['a cell starting with a BOM', ",\ufeff'\r,", ['column_1', "'"]],
    ['a doubled BOM at the top', '\ufeff\ufeffid,name\n1,a\n2,b\n', ['id', 'name']],
  ])('loads a header with %s under names SQL can use', async (_label, csv, names) => {
    const { result, targetPath } = await ingest(csv);
    expect(result.tables[0]?.columns.map((column) => column.name)).toEqual(names);
    const quoted = names.map((name) => `"${name.replaceAll('"', '""')}"`).join(', ');
    const { rows } = await rowsOf(targetPath, `SELECT ${quoted} FROM data`);
    expect(rows.length).toBe(result.tables[0]?.rowCount);
  });

  // Found by ingest-file.property.test.ts: DuckDB's advice after a failed dialect sniff mentions
  // the maximum line size, and every such file was said to have a line longer than 2 MB.
  it('says a line is longer than 2 MB only when one is', async () => {
    const unclosed = await rejection(ingest('a,b\n"unclosed,1\n2,3\n'));
    expect(unclosed.code).toBe('NOT_A_TABLE');
    expect(unclosed.message).not.toContain('2 MB');
    const long = await rejection(ingest(`id,note\n1,${'z'.repeat(2_200_000)}\n2,b\n`));
    expect(long).toMatchObject({
      code: 'UNREADABLE',
      message: 'A line of the file is longer than 2 MB.',
    });
  });

  it('renames duplicate and blank column names, or uses the names given', async () => {
    const csv = 'id,Name,,name\n1,a,b,c\n';
    const { result } = await ingest(csv);
    expect(result.tables[0]?.columns.map((column) => column.name)).toEqual([
      'id',
      'Name',
      'column_3',
      'name_2',
    ]);
    const fixed = await ingest(csv, { headers: ['ID', 'First', 'Middle', 'Last'] });
    expect(fixed.result.tables[0]?.columns.map((column) => column.name)).toEqual([
      'ID',
      'First',
      'Middle',
      'Last',
    ]);
  });

  it('loads a file without a header row as data', async () => {
    const { result, targetPath } = await ingest('1,2.5\n3,4.5\n');
    expect(result.tables[0]?.columns.map((column) => column.name)).toEqual([
      'column_1',
      'column_2',
    ]);
    expect(result.tables[0]?.rowCount).toBe(2);
    const named = await ingest('1,2.5\n3,4.5\n', { headers: ['qty', 'price'] });
    expect((await rowsOf(named.targetPath, 'SELECT qty, price FROM data')).rows).toEqual([
      [1, 2.5],
      [3, 4.5],
    ]);
    expect((await rowsOf(targetPath)).rows.length).toBe(2);
  });

  it('infers a type from the whole file when the sample was not enough', async () => {
    const lines = ['code,n'];
    for (let index = 0; index < 30_000; index += 1) lines.push(`${index},${index}`);
    lines.push('A-17,30000');
    const { result, targetPath } = await ingest(`${lines.join('\n')}\n`);
    expect(result.tables[0]?.rowCount).toBe(30_001);
    expect(result.tables[0]?.columns[0]).toMatchObject({ name: 'code', type: 'text' });
    expect(result.problems).toEqual([]);
    expect((await rowsOf(targetPath, "SELECT n FROM data WHERE code = 'A-17'")).rows).toEqual([
      [30000],
    ]);
  });

  it('refuses an empty file and a header-only file', async () => {
    expect((await rejection(ingest(''))).code).toBe('EMPTY');
    expect((await rejection(ingest('\n\n\n'))).code).toBe('EMPTY');
    expect((await rejection(ingest('a,b,c\n'))).code).toBe('HEADER_ONLY');
    expect(stagingLeftovers()).toEqual([]);
  });

  it('refuses 10,000 columns and more rows than the plan allows, naming the limit', async () => {
    const header = Array.from({ length: 10_000 }, (_, index) => `c${index}`).join(',');
    const wide = await rejection(ingest(`${header}\n${header}\n`));
    expect(wide).toMatchObject({
      code: 'TOO_MANY_COLUMNS',
      details: { limit: 50, actual: 10_000 },
    });
    const rows = Array.from({ length: 1_500 }, (_, index) => `${index},x`).join('\n');
    const long = await rejection(
      ingest(`id,v\n${rows}\n`, { limits: { ...limits, maxRows: 1_000 } }),
    );
    expect(long).toMatchObject({ code: 'TOO_MANY_ROWS', details: { limit: 1_000, actual: 1_500 } });
    expect(stagingLeftovers()).toEqual([]);
  });

  it('refuses a PDF renamed .csv and binary garbage', async () => {
    expect((await rejection(ingest('%PDF-1.4\n1 0 obj\n<<>>\n'))).code).toBe('NOT_A_TABLE');
    const garbage = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256));
    expect((await rejection(ingest(garbage))).code).toBe('NOT_A_TABLE');
  });

  it('reports progress up to done', async () => {
    const seen: number[] = [];
    await ingest('a,b\n1,2\n', { onProgress: (fraction) => seen.push(fraction) });
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('leaves nothing at the target or in staging when aborted mid-load', async () => {
    const lines = ['id,name,amount'];
    for (let index = 0; index < 400_000; index += 1)
      lines.push(`${index},name ${index},${index * 1.5}`);
    const filePath = fixture(iconv.encode(`${lines.join('\n')}\n`, 'utf-16le'));
    const targetPath = join(dir, 'aborted.duckdb');
    const controller = new AbortController();
    const promise = ingestFile({
      filePath,
      kind: 'csv',
      targetPath,
      limits: { ...limits, maxRows: 1_000_000 },
      signal: controller.signal,
      onProgress: (fraction) => {
        if (fraction > 0.05) controller.abort();
      },
    });
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(existsSync(targetPath)).toBe(false);
    expect(stagingLeftovers()).toEqual([]);
  });

  it('interrupts DuckDB mid-load on abort, leaving nothing behind', async () => {
    const lines = ['id,name,amount'];
    for (let index = 0; index < 1_000_000; index += 1)
      lines.push(`${index},name ${index},${index * 1.5}`);
    const filePath = fixture(`${lines.join('\n')}\n`);
    const targetPath = join(dir, 'interrupted.duckdb');
    const controller = new AbortController();
    let isLoading = false;
    const promise = ingestFile({
      filePath,
      kind: 'csv',
      targetPath,
      limits: { ...limits, maxRows: 2_000_000 },
      signal: controller.signal,
      onProgress: (fraction) => {
        if (fraction < 0.02 || isLoading) return;
        isLoading = true;
        setTimeout(() => controller.abort(), 30);
      },
    });
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(existsSync(targetPath)).toBe(false);
    expect(stagingLeftovers()).toEqual([]);
  });

  it('replaces an existing database only when the new load succeeds', async () => {
    const { targetPath } = await ingest('v\n1\n');
    await rejection(ingestFile({ filePath: fixture(''), kind: 'csv', targetPath, limits }));
    expect((await rowsOf(targetPath)).rows).toEqual([[1]]);
    await ingestFile({ filePath: fixture('v\n2\n'), kind: 'csv', targetPath, limits });
    expect((await rowsOf(targetPath)).rows).toEqual([[2]]);
  });

  it('collects staging leftovers of killed loads once they are old', async () => {
    const sources = join(dir, 'sources');
    mkdirSync(sources, { recursive: true });
    const stale = join(sources, 'a.duckdb.staging-0123abcd');
    const fresh = join(sources, 'b.duckdb.staging-4567ef01');
    writeFileSync(stale, 'x');
    writeFileSync(fresh, 'x');
    writeFileSync(join(sources, 'c.duckdb'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);
    expect(await removeStaleStagingFiles(sources, 3_600_000)).toEqual([
      'a.duckdb.staging-0123abcd',
    ]);
    expect(readdirSync(sources).sort()).toEqual(['b.duckdb.staging-4567ef01', 'c.duckdb']);
  });
});
