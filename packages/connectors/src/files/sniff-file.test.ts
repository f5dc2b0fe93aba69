import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, describe, expect, it } from 'vitest';
import { fileMessages } from './file-rejected-error';
import { sniffFile } from './sniff-file';
import { buildOle2, buildZip, createTempDir, writeWorkbook } from './test-fixtures';

const { dir, cleanup } = createTempDir('sniff');
afterAll(cleanup);

function fixture(name: string, content: Buffer | string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

describe('sniffFile', () => {
  it('recognises CSV text in any supported encoding', async () => {
    expect(await sniffFile(fixture('a.csv', 'name,amount\nAda,1\n'))).toEqual({ kind: 'csv' });
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      iconv.encode('a;b\n1;2\n', 'utf-16le'),
    ]);
    expect(await sniffFile(fixture('b.csv', utf16))).toEqual({ kind: 'csv' });
    expect(
      await sniffFile(fixture('c.csv', iconv.encode('a\tb\ncafé\t€\n', 'windows-1252'))),
    ).toEqual({
      kind: 'csv',
    });
  });

  it('recognises an .xlsx by its content types, whatever its name', async () => {
    const path = join(dir, 'book.csv');
    await writeWorkbook(path, [{ name: 'Data', rows: [['a'], [1]] }]);
    expect(await sniffFile(path)).toEqual({ kind: 'xlsx' });
  });

  it('refuses a PDF, an image and a program renamed .csv', async () => {
    const pdf = await sniffFile(fixture('report.csv', '%PDF-1.7\n%âãÏÓ\n1 0 obj\n'));
    expect(pdf).toMatchObject({ kind: 'unknown', code: 'NOT_A_TABLE' });
    expect(pdf.reason).toContain('PDF');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await sniffFile(fixture('image.csv', png))).toMatchObject({ kind: 'unknown' });
    const elf = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
    expect(await sniffFile(fixture('prog.csv', elf))).toMatchObject({ kind: 'unknown' });
  });

  it('refuses binary garbage and HTML', async () => {
    let seed = 7;
    const garbage = Buffer.from(
      Array.from({ length: 8192 }, () => {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        return seed >> 16;
      }),
    );
    const result = await sniffFile(fixture('garbage.csv', garbage));
    expect(result).toMatchObject({ kind: 'unknown', code: 'NOT_A_TABLE' });
    const html = await sniffFile(
      fixture('page.xlsx', '<!DOCTYPE html><html><body>hi</body></html>'),
    );
    expect(html).toMatchObject({ kind: 'unknown' });
    expect(html.reason).toContain('HTML');
  });

  it('calls an empty file empty', async () => {
    expect(await sniffFile(fixture('empty.csv', ''))).toMatchObject({
      kind: 'unknown',
      code: 'EMPTY',
    });
  });

  it('refuses legacy .xls and password-protected workbooks with clear messages', async () => {
    expect(
      await sniffFile(fixture('old.xls', buildOle2(['Workbook', 'SummaryInformation']))),
    ).toEqual({
      kind: 'xls',
      reason: fileMessages.legacyXls,
      code: 'LEGACY_XLS',
    });
    const encrypted = await sniffFile(
      fixture('secret.xlsx', buildOle2(['EncryptionInfo', 'EncryptedPackage', '\u0006DataSpaces'])),
    );
    expect(encrypted).toEqual({
      kind: 'unknown',
      reason: fileMessages.encrypted,
      code: 'ENCRYPTED',
    });
  });

  it('refuses other zip documents', async () => {
    const docx = buildZip([
      {
        name: '[Content_Types].xml',
        data: Buffer.from(
          '<Types><Override ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        ),
      },
    ]);
    const result = await sniffFile(fixture('letter.xlsx', docx));
    expect(result).toMatchObject({ kind: 'unknown' });
    expect(result.reason).toContain('Word');
    const plain = await sniffFile(
      fixture('photos.xlsx', buildZip([{ name: 'a.txt', data: Buffer.from('x') }])),
    );
    expect(plain).toMatchObject({ kind: 'unknown' });
  });
});
