import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { FileRejectedError } from './file-rejected-error';
import { ingestFile } from './ingest-file';
import {
  buildZip,
  createTempDir,
  deflateZeros,
  minimalWorkbookEntries,
  type ZipEntrySpec,
} from './test-fixtures';
import { scanZip } from './zip-guard';

const { dir, cleanup } = createTempDir('zip-guard');
afterAll(cleanup);

let counter = 0;
function zipFile(entries: ZipEntrySpec[]): string {
  counter += 1;
  const path = join(dir, `z${counter}.xlsx`);
  writeFileSync(path, buildZip(entries));
  return path;
}

async function rejection(promise: Promise<unknown>): Promise<FileRejectedError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FileRejectedError);
  return error as FileRejectedError;
}

/** Runs `work` while sampling RSS every 10 ms; returns the growth over the starting RSS. */
async function rssGrowth(work: () => Promise<unknown>): Promise<number> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    await work().catch(() => undefined);
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, process.memoryUsage().rss) - start;
}

const MiB = 1024 * 1024;
const sheet =
  '<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c></row></sheetData></worksheet>';

describe('scanZip', () => {
  it('accepts a well-formed workbook and keeps what ingest needs', async () => {
    const scan = await scanZip(zipFile(minimalWorkbookEntries(sheet)));
    expect([...scan.parts.keys()].sort()).toEqual([
      '[Content_Types].xml',
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
    ]);
  });

  it('finds merged ranges at the end of a sheet', async () => {
    const merged = sheet.replace(
      '</sheetData>',
      '</sheetData><mergeCells count="2"><mergeCell ref="A1:C1"/><mergeCell ref="D1:D2"/></mergeCells>',
    );
    const scan = await scanZip(zipFile(minimalWorkbookEntries(merged)));
    expect(scan.mergedRanges.get('xl/worksheets/sheet1.xml')).toEqual(['A1:C1', 'D1:D2']);
  });

  it('rejects an entry that inflates past the limit while the directory claims 1 KiB, with bounded memory', async () => {
    const payload = await deflateZeros(160 * MiB);
    const path = zipFile([
      ...minimalWorkbookEntries(sheet),
      { name: 'xl/sharedStrings.xml', compressed: payload, declaredSize: 1024 },
    ]);
    let error: unknown = null;
    const growth = await rssGrowth(async () => {
      error = await scanZip(path).catch((caught: unknown) => caught);
    });
    expect(error).toMatchObject({ code: 'ZIP_BOMB' });
    expect(growth).toBeLessThan(256 * MiB);
    const bySize = await rejection(
      scanZip(path, { limits: { maxRatio: Number.POSITIVE_INFINITY } }),
    );
    expect(bySize.details).toMatchObject({ limit: 100 * MiB });
  });

  it('counts STORE entries too', async () => {
    const path = zipFile([
      { name: 'xl/big.bin', data: Buffer.alloc(3 * MiB, 1), method: 'store', declaredSize: 10 },
    ]);
    const error = await rejection(scanZip(path, { limits: { maxEntryBytes: 2 * MiB } }));
    expect(error).toMatchObject({ code: 'ZIP_BOMB', details: { limit: 2 * MiB } });
  });

  it('bounds the total across entries and the compression ratio', async () => {
    const entries = Array.from({ length: 4 }, (_, index) => ({
      name: `xl/part${index}.xml`,
      data: Buffer.alloc(MiB, 65),
    }));
    expect(
      (await rejection(scanZip(zipFile(entries), { limits: { maxTotalBytes: 3 * MiB } }))).code,
    ).toBe('ZIP_BOMB');
    const ratio = await rejection(
      scanZip(zipFile([{ name: 'xl/x.xml', data: Buffer.alloc(4 * MiB, 0) }]), {
        limits: { ratioFloorBytes: MiB, maxRatio: 100 },
      }),
    );
    expect(ratio.code).toBe('ZIP_BOMB');
  });

  it('rejects more than 10,000 entries before inflating any', async () => {
    const entries = Array.from({ length: 10_001 }, (_, index) => ({
      name: `f/${index}`,
      data: Buffer.alloc(0),
      method: 'store' as const,
    }));
    expect(await rejection(scanZip(zipFile(entries)))).toMatchObject({
      code: 'ZIP_BOMB',
      details: { limit: 10_000, actual: 10_001 },
    });
  });

  it('rejects absolute and parent paths, symlinks, and hidden data between entries', async () => {
    for (const name of ['../evil.xml', '/etc/passwd', 'xl/../../x']) {
      expect((await rejection(scanZip(zipFile([{ name, data: Buffer.from('x') }])))).code).toBe(
        'UNREADABLE',
      );
    }
    const link = zipFile([
      { name: 'xl/link', data: Buffer.from('/etc/passwd'), unixMode: 0o120777 },
    ]);
    expect(await rejection(scanZip(link))).toMatchObject({
      code: 'UNREADABLE',
      message: expect.stringContaining('symbolic'),
    });
    const hidden = zipFile([
      { name: 'a.xml', data: Buffer.from('a') },
      { name: 'b.xml', data: Buffer.from('b'), hiddenBefore: Buffer.alloc(200, 0x50) },
    ]);
    expect(await rejection(scanZip(hidden))).toMatchObject({
      code: 'UNREADABLE',
      message: expect.stringContaining('hidden'),
    });
  });

  it('makes ingest refuse a bomb before exceljs sees it', async () => {
    const payload = await deflateZeros(120 * MiB);
    const path = zipFile([
      ...minimalWorkbookEntries(sheet),
      { name: 'xl/sharedStrings.xml', compressed: payload, declaredSize: 1024 },
    ]);
    const error = await rejection(
      ingestFile({
        filePath: path,
        kind: 'xlsx',
        targetPath: join(dir, 'bomb.duckdb'),
        limits: { maxRows: 1000, maxColumns: 50, maxSheets: 5 },
      }),
    );
    expect(error.code).toBe('ZIP_BOMB');
  });

  it('refuses a worksheet bomb while ingest reads it, keeping nothing, with bounded memory', async () => {
    // Worksheets are counted as the parser reads them (not inflated twice): a flat run of zeros
    // claiming 1 KiB trips the bounds whether or not the parser chokes on it first.
    const entries = minimalWorkbookEntries(sheet).filter(
      (entry) => entry.name !== 'xl/worksheets/sheet1.xml',
    );
    const path = zipFile([
      ...entries,
      {
        name: 'xl/worksheets/sheet1.xml',
        compressed: await deflateZeros(160 * MiB),
        declaredSize: 1024,
      },
    ]);
    const targetPath = join(dir, 'sheet-bomb.duckdb');
    let error: unknown = null;
    const growth = await rssGrowth(async () => {
      error = await ingestFile({
        filePath: path,
        kind: 'xlsx',
        targetPath,
        limits: { maxRows: 100_000, maxColumns: 50, maxSheets: 5 },
      }).catch((caught: unknown) => caught);
    });
    expect(error).toMatchObject({ code: 'ZIP_BOMB' });
    expect(growth).toBeLessThan(256 * MiB);
    expect(existsSync(targetPath)).toBe(false);
    expect(readdirSync(dir).filter((name) => name.includes('.staging-'))).toEqual([]);
  });

  it('stops parsing a well-formed worksheet at the bound, however many rows it had passed', async () => {
    const row = (number: number) =>
      `<row r="${number}">${Array.from({ length: 10 }, (_, column) => `<c r="${String.fromCharCode(65 + column)}${number}"><v>${number}</v></c>`).join('')}</row>`;
    const rows = Array.from({ length: 20_000 }, (_, index) => row(index + 2)).join('');
    const xml = `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c></row>${rows}</sheetData></worksheet>`;
    const entries = minimalWorkbookEntries(sheet).filter(
      (entry) => entry.name !== 'xl/worksheets/sheet1.xml',
    );
    const path = zipFile([
      ...entries,
      {
        name: 'xl/worksheets/sheet1.xml',
        compressed: deflateRawSync(Buffer.from(xml)),
        declaredSize: 1024,
      },
    ]);
    const error = await rejection(
      ingestFile({
        filePath: path,
        kind: 'xlsx',
        targetPath: join(dir, 'sheet-bound.duckdb'),
        limits: { maxRows: 100_000, maxColumns: 50, maxSheets: 5 },
        zipLimits: { maxSheetEntryBytes: 2 * MiB },
      }),
    );
    expect(error).toMatchObject({ code: 'ZIP_BOMB', details: { limit: 2 * MiB } });
    expect(Buffer.byteLength(xml)).toBeGreaterThan(4 * MiB);
  });
});
