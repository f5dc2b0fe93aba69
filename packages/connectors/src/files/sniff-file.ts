import { open } from 'node:fs/promises';
import { decodeSample, detectEncoding } from './csv-encoding';
import { type FileRejectedCode, fileMessages } from './file-rejected-error';
import { listOle2EntryNames, OLE2_SIGNATURE } from './ole2';
import { readContentTypes } from './zip-guard';

export type SniffedKind = 'csv' | 'xlsx' | 'xls' | 'unknown';

export interface SniffResult {
  kind: SniffedKind;
  /** Why the file cannot be loaded, in words for the user (absent for csv and xlsx). */
  reason?: string;
  /** The rejection code that goes with `reason`. */
  code?: FileRejectedCode;
}

const HEAD_BYTES = 64 * 1024;
/** Share of control characters above which "text" is really binary. */
const MAX_CONTROL_SHARE = 0.01;
const MIN_CONTROLS_FOR_BINARY = 4;

const SIGNATURES: { bytes: number[]; name: string }[] = [
  { bytes: [0x25, 0x50, 0x44, 0x46], name: 'a PDF document' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], name: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], name: 'a JPEG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], name: 'a GIF image' },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], name: 'a program (ELF)' },
  { bytes: [0x4d, 0x5a], name: 'a Windows program' },
  { bytes: [0x1f, 0x8b], name: 'a gzip archive' },
  { bytes: [0x52, 0x61, 0x72, 0x21], name: 'a RAR archive' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf], name: 'a 7-Zip archive' },
  { bytes: [0x53, 0x51, 0x4c, 0x69, 0x74, 0x65], name: 'an SQLite database' },
  { bytes: [0x7b, 0x5c, 0x72, 0x74, 0x66], name: 'an RTF document' },
];

function unknown(reason: string, code: FileRejectedCode = 'NOT_A_TABLE'): SniffResult {
  return { kind: 'unknown', reason, code };
}

function notSupported(what: string): SniffResult {
  return unknown(`This file is ${what}, not a CSV or Excel (.xlsx) file.`);
}

/**
 * Tells what a file is by its bytes, never its name: an Excel workbook (zip with a spreadsheetml
 * content type), a legacy .xls (refused), a password-protected workbook (refused), known binary
 * formats and HTML (unknown), or text (csv).
 *
 * @example
 *   const { kind, reason } = await sniffFile('/data/files/org/123');
 *   if (kind === 'unknown' || kind === 'xls') throw new Error(reason);
 */
export async function sniffFile(path: string): Promise<SniffResult> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    if (size === 0) return unknown(fileMessages.empty, 'EMPTY');
    const head = Buffer.alloc(Math.min(size, HEAD_BYTES));
    await file.read(head, 0, head.length, 0);
    if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) {
      return sniffZip(path);
    }
    if (head.subarray(0, 8).equals(OLE2_SIGNATURE))
      return sniffOle2(await listOle2EntryNames(file));
    const known = SIGNATURES.find((signature) => startsWith(head, signature.bytes));
    if (known) return notSupported(known.name);
    return sniffText(head, head.length === size);
  } finally {
    await file.close();
  }
}

function startsWith(buffer: Buffer, bytes: number[]): boolean {
  return bytes.every((byte, index) => buffer[index] === byte);
}

async function sniffZip(path: string): Promise<SniffResult> {
  const contentTypes = await readContentTypes(path).catch(() => null);
  if (contentTypes === null) return notSupported('a damaged or unusual zip archive');
  if (contentTypes.includes('spreadsheetml')) return { kind: 'xlsx' };
  if (contentTypes.includes('wordprocessingml')) return notSupported('a Word document');
  if (contentTypes.includes('presentationml')) return notSupported('a PowerPoint presentation');
  if (contentTypes.includes('opendocument.spreadsheet')) {
    return unknown('OpenDocument spreadsheets are not supported. Please save the file as .xlsx.');
  }
  return notSupported('a zip archive');
}

function sniffOle2(names: string[]): SniffResult {
  if (names.includes('EncryptedPackage')) {
    return { kind: 'unknown', reason: fileMessages.encrypted, code: 'ENCRYPTED' };
  }
  if (names.includes('Workbook') || names.includes('Book')) {
    return { kind: 'xls', reason: fileMessages.legacyXls, code: 'LEGACY_XLS' };
  }
  return notSupported('an older Office document');
}

function sniffText(head: Buffer, isWholeFile: boolean): SniffResult {
  const detected = detectEncoding(head, isWholeFile);
  const text = decodeSample(head, detected);
  let controls = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const isControl =
      (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffd;
    if (isControl) controls += 1;
  }
  // A stray NUL or two is tolerated in text (E6); binary data is full of control bytes.
  const isBinary = controls > Math.max(MIN_CONTROLS_FOR_BINARY, text.length * MAX_CONTROL_SHARE);
  if (text.length === 0 || isBinary) {
    return notSupported('binary data');
  }
  const start = text.trimStart().slice(0, 512).toLowerCase();
  if (
    start.startsWith('<!doctype html') ||
    start.startsWith('<html') ||
    /^<\?xml[^>]*>\s*<html/.test(start)
  ) {
    return notSupported('a web page (HTML)');
  }
  if (start.startsWith('<?xml') || start.startsWith('<'))
    return notSupported('an XML or HTML document');
  return { kind: 'csv' };
}
