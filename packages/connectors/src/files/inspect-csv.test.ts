import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectCsv } from './inspect-csv';
import { createTempDir } from './test-fixtures';

const { dir, cleanup } = createTempDir('inspect-csv');
afterAll(cleanup);

let counter = 0;
function fixture(content: Buffer | string): string {
  counter += 1;
  const path = join(dir, `f${counter}.csv`);
  writeFileSync(path, content);
  return path;
}

const SAMPLE = 'name;city;amount\nZoë;Zürich;12,5\n"Dupont; Jean";Paris;3\n';

describe('inspectCsv', () => {
  it('reads a plain comma file', async () => {
    const result = await inspectCsv(fixture('id,name\n1,Ada\n2,Grace\n'));
    expect(result).toMatchObject({
      encoding: 'utf-8',
      delimiter: ',',
      headers: ['id', 'name'],
      rowCount: 2,
      columnCount: 2,
      problems: [],
    });
  });

  it.each([
    [
      'UTF-8 with BOM',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SAMPLE)]),
      'utf-8',
    ],
    [
      'UTF-16LE with BOM',
      Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(SAMPLE, 'utf-16le')]),
      'utf-16le',
    ],
    ['UTF-16LE without BOM', iconv.encode(SAMPLE, 'utf-16le'), 'utf-16le'],
    ['UTF-16BE without BOM', iconv.encode(SAMPLE, 'utf-16be'), 'utf-16be'],
    ['Windows-1252', iconv.encode(SAMPLE, 'windows-1252'), 'windows-1252'],
  ])(
    'detects %s and the semicolon delimiter despite quoted semicolons',
    async (_label, bytes, encoding) => {
      const result = await inspectCsv(fixture(bytes));
      expect(result.encoding).toBe(encoding);
      expect(result.delimiter).toBe(';');
      expect(result.headers).toEqual(['name', 'city', 'amount']);
      expect(result.rowCount).toBe(2);
      expect(result.problems).toEqual([]);
    },
  );

  it('sniffs tab and pipe delimiters', async () => {
    expect((await inspectCsv(fixture('a\tb\tc\n1\t2,5\t3\n4\t5\t6\n'))).delimiter).toBe('\t');
    expect((await inspectCsv(fixture('a|b\n1|x, y\n2|z\n'))).delimiter).toBe('|');
  });

  it('counts records, not lines, with quoted newlines and CRLF', async () => {
    const result = await inspectCsv(
      fixture('id,note\r\n1,"line one\r\nline two"\r\n2,"say ""hi"""\r\n3,plain\r\n'),
    );
    expect(result.rowCount).toBe(3);
    expect(result.problems).toEqual([]);
  });

  it('reports ragged rows with their lines', async () => {
    const result = await inspectCsv(fixture('a,b,c\n1,2,3\n4,5\n\n6,7,8,9\n10,11,12\n'));
    expect(result.rowCount).toBe(4);
    expect(result.problems).toEqual([
      expect.objectContaining({ kind: 'ragged_rows', rows: [3, 5] }),
    ]);
  });

  it('reports an empty file and a header-only file', async () => {
    expect((await inspectCsv(fixture(''))).problems).toEqual([
      expect.objectContaining({ kind: 'empty' }),
    ]);
    expect((await inspectCsv(fixture('\n\n'))).problems.map((problem) => problem.kind)).toEqual([
      'empty',
    ]);
    const headerOnly = await inspectCsv(fixture('a,b,c\n'));
    expect(headerOnly.rowCount).toBe(0);
    expect(headerOnly.problems.map((problem) => problem.kind)).toEqual(['header_only']);
  });

  it('reports a missing header row when the first row is all numbers', async () => {
    const result = await inspectCsv(fixture('1,2.5,2024-01-02\n3,4,2024-01-03\n'));
    expect(result.headers).toEqual([]);
    expect(result.suggestedHeaders).toEqual(['column_1', 'column_2', 'column_3']);
    expect(result.rowCount).toBe(2);
    expect(result.problems.map((problem) => problem.kind)).toEqual(['no_header']);
  });

  it('reports duplicate and blank headers and suggests fixed names', async () => {
    const result = await inspectCsv(fixture('id,Name,,name, \n1,a,b,c,d\n'));
    expect(result.problems.map((problem) => problem.kind)).toEqual([
      'duplicate_headers',
      'blank_headers',
    ]);
    expect(result.problems[1]?.rows).toEqual([3, 5]);
    expect(result.suggestedHeaders).toEqual(['id', 'Name', 'column_3', 'name_2', 'column_5']);
  });

  it('reports too many columns for the plan', async () => {
    const header = Array.from({ length: 10_000 }, (_, index) => `c${index}`).join(',');
    const result = await inspectCsv(fixture(`${header}\n${header}\n`), { maxColumns: 50 });
    expect(result.columnCount).toBe(10_000);
    expect(result.problems.map((problem) => problem.kind)).toContain('too_many_columns');
  });

  it('gives identical results across runs', async () => {
    const path = fixture(iconv.encode(SAMPLE.repeat(50), 'utf-16le'));
    expect(await inspectCsv(path)).toEqual(await inspectCsv(path));
  });
});
