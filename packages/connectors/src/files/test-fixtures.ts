/**
 * Builders for ingest test fixtures, written into temporary directories by the tests themselves:
 * hand-built zips (that may lie about their sizes), minimal OLE2 containers, small workbooks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDeflateRaw, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/** A temporary directory and a function that removes it. */
export function createTempDir(prefix: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export interface ZipEntrySpec {
  name: string;
  /** Uncompressed content; or give `compressed` (raw deflate) with `declaredSize`. */
  data?: Buffer;
  compressed?: Buffer;
  method?: 'store' | 'deflate';
  /** What the headers claim the inflated size is (defaults to the truth). */
  declaredSize?: number;
  /** Unix mode bits for the central directory (e.g. 0o120777 for a symlink). */
  unixMode?: number;
  /** Bytes slipped in before this entry's local header, listed in no directory. */
  hiddenBefore?: Buffer;
}

/** Builds a zip archive by hand, so tests can make it lie. */
export function buildZip(entries: ZipEntrySpec[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    if (entry.hiddenBefore) {
      parts.push(entry.hiddenBefore);
      offset += entry.hiddenBefore.length;
    }
    const method = entry.method === 'store' ? 0 : 8;
    const data = entry.data ?? Buffer.alloc(0);
    const body = entry.compressed ?? (method === 0 ? data : deflateRawSync(data));
    const size = entry.declaredSize ?? data.length;
    const crc = entry.compressed ? 0 : crc32(data);
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, body);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(entry.unixMode ? 0x031e : 20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(method, 10);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(body.length, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(((entry.unixMode ?? 0) << 16) >>> 0, 38);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/** Raw-deflates `bytes` zero bytes without holding them: a bomb's payload. */
export async function deflateZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const block = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < bytes; written += block.length) {
    const piece = block.subarray(0, Math.min(block.length, bytes - written));
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/** The parts every workbook needs, for hand-built .xlsx files with a custom sheet XML. */
export function minimalWorkbookEntries(sheetXml: string): ZipEntrySpec[] {
  const text = (value: string) => Buffer.from(value, 'utf8');
  return [
    {
      name: '[Content_Types].xml',
      data: text(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: text(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: text(
        '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: text(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: text(sheetXml) },
  ];
}

/**
 * A minimal OLE2 compound file (512-byte sectors: header, one FAT sector, one directory sector)
 * whose directory lists `names` — enough for sniffing (an encrypted workbook lists
 * `EncryptedPackage`, a legacy .xls `Workbook`).
 */
export function buildOle2(names: string[]): Buffer {
  const header = Buffer.alloc(512, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(1, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  for (let index = 0; index < 109; index += 1) header.writeUInt32LE(0xffffffff, 0x4c + index * 4);
  header.writeUInt32LE(0, 0x4c);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0);
  fat.writeUInt32LE(0xfffffffe, 4);
  const directory = Buffer.alloc(512, 0);
  ['Root Entry', ...names].slice(0, 4).forEach((name, index) => {
    const offset = index * 128;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(directory, offset);
    directory.writeUInt16LE(encoded.length, offset + 0x40);
    directory.writeUInt8(index === 0 ? 5 : 2, offset + 0x42);
  });
  return Buffer.concat([header, fat, directory]);
}

export interface SheetSpec {
  name: string;
  rows: unknown[][];
  merges?: string[];
  /** Number formats by 1-based column. */
  numFmts?: Record<number, string>;
}

/** Writes a workbook with exceljs (cells keep their JS types: numbers, dates, formulas, ...). */
export async function writeWorkbook(path: string, sheets: SheetSpec[]): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name);
    for (const row of spec.rows) sheet.addRow(row);
    for (const range of spec.merges ?? []) sheet.mergeCells(range);
    for (const [column, numFmt] of Object.entries(spec.numFmts ?? {})) {
      sheet.getColumn(Number(column)).numFmt = numFmt;
    }
  }
  // exceljs' writeFile can resolve before its file stream is closed; under load a reader then
  // sees half a zip. Writing the finished buffer ourselves closes the file before returning.
  const bytes = await workbook.xlsx.writeBuffer();
  await writeFile(path, Buffer.from(bytes));
}
