import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { FileRejectedError, isSystemError } from './file-rejected-error';
import { CheckedZip } from './zip-checked';
import {
  bombMessage,
  defaultZipLimits,
  type ExpansionBudget,
  openCountedEntry,
  WORKSHEET_ENTRY,
  type ZipLimits,
} from './zip-expansion';
import { MergeSectionFinder, RowElementCounter } from './zip-sheet-probes';

export { defaultZipLimits, type ZipLimits } from './zip-expansion';

/** What the scan learned about the workbook on the way (read from bytes it had to inflate anyway). */
export interface ZipScan {
  /** Entry name → text, for the few small parts ingest needs. */
  parts: Map<string, string>;
  /** Worksheet entry name → merged ranges such as `A1:C1` (sheets the scan inflated). */
  mergedRanges: Map<string, string[]>;
  /** Worksheet entry name → number of `<row>` elements (sheets the scan inflated). */
  rowElements: Map<string, number>;
  totalBytes: number;
}

export interface ScanZipOptions {
  limits?: Partial<ZipLimits>;
  signal?: AbortSignal;
}

const KEPT_PARTS = new Set([
  '[Content_Types].xml',
  'xl/workbook.xml',
  'xl/_rels/workbook.xml.rels',
]);
const MAX_KEPT_PART_BYTES = 8 * 1024 * 1024;
const SYMLINK_MODE = 0o120000;
const FILE_TYPE_MASK = 0o170000;
const DATA_DESCRIPTOR_FLAG = 0x8;
/** Bytes that may sit between entries (data descriptors) without hiding a local entry (30+). */
const MAX_GAP_BYTES = 24;

/**
 * Scans a zip before any parser touches it: entry count, paths (no absolute, `..` or symlinks),
 * that local headers agree with the central directory and cover the file without hidden gaps,
 * and — inflating every entry, STORE entries included — the real bytes per entry, in total and
 * as a ratio, whatever the central directory declares. Memory stays bounded: data is counted and
 * dropped, except a few small parts and the merged-cell ranges of each sheet.
 *
 * Throws FileRejectedError `ZIP_BOMB` when a bound is crossed, `UNREADABLE` for a malformed or
 * unsafe archive.
 */
export async function scanZip(path: string, options: ScanZipOptions = {}): Promise<ZipScan> {
  const zip = await openZip(path);
  try {
    return (await checkArchive(zip, options, false)).scan;
  } catch (error) {
    throw toRejection(error);
  } finally {
    zip.close();
  }
}

/**
 * The same checks as `scanZip`, except that worksheets are not inflated here: they are counted
 * against the same bounds while the parser reads them (`CheckedZip.openSheet`), so the biggest
 * parts are inflated once, not twice. Every other part is inflated and bounded before this
 * returns. The archive stays open until `close()`.
 *
 * Throws like `scanZip`.
 */
export async function openCheckedZip(
  path: string,
  options: ScanZipOptions = {},
): Promise<CheckedZip> {
  const zip = await openZip(path);
  try {
    const { scan, entries, budget } = await checkArchive(zip, options, true);
    return new CheckedZip(zip, scan.parts, entries, budget);
  } catch (error) {
    zip.close();
    throw toRejection(error);
  }
}

async function checkArchive(
  zip: ZipFile,
  options: ScanZipOptions,
  isDeferringSheets: boolean,
): Promise<{ scan: ZipScan; entries: Map<string, Entry>; budget: ExpansionBudget }> {
  const budget: ExpansionBudget = {
    limits: { ...defaultZipLimits, ...options.limits },
    totalBytes: 0,
  };
  if (zip.entryCount > budget.limits.maxEntries) {
    throw new FileRejectedError('ZIP_BOMB', bombMessage, {
      limit: budget.limits.maxEntries,
      actual: zip.entryCount,
    });
  }
  // Before the first entry is read, yauzl's cursor is the central directory's offset.
  const centralDirectoryOffset = Number(zip.readEntryCursor);
  const scan: ZipScan = {
    parts: new Map(),
    mergedRanges: new Map(),
    rowElements: new Map(),
    totalBytes: 0,
  };
  const entries = new Map<string, Entry>();
  const spans: { start: number; end: number }[] = [];
  for await (const entry of zip.eachEntry()) {
    options.signal?.throwIfAborted();
    assertSafeEntry(entry);
    spans.push(await checkLocalHeader(zip, entry));
    entries.set(entry.fileName, entry);
    const isDeferred = isDeferringSheets && WORKSHEET_ENTRY.test(entry.fileName);
    if (!entry.fileName.endsWith('/') && !isDeferred) {
      await inflateEntry(zip, entry, scan, budget, options.signal);
    }
  }
  assertNoHiddenData(spans, centralDirectoryOffset);
  scan.totalBytes = budget.totalBytes;
  return { scan, entries, budget };
}

/**
 * Reads `[Content_Types].xml` (bounded to 1 MB of real bytes) for sniffing; null when absent.
 * Throws on a malformed archive.
 */
export function readContentTypes(path: string): Promise<string | null> {
  return readSmallZipPart(path, '[Content_Types].xml');
}

/**
 * Reads one small part of a zip (bounded to 1 MB of real bytes, within the entry-count bound)
 * without inflating anything else; null when absent or larger. Throws on a malformed archive.
 */
export async function readSmallZipPart(path: string, partName: string): Promise<string | null> {
  const zip = await openZip(path);
  try {
    let count = 0;
    for await (const entry of zip.eachEntry()) {
      count += 1;
      if (count > defaultZipLimits.maxEntries) return null;
      if (entry.fileName !== partName) continue;
      const stream = await zip.openReadStreamPromise(entry);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > 1024 * 1024) {
          stream.destroy();
          return null;
        }
        chunks.push(chunk);
      }
      return Buffer.concat(chunks).toString('utf8');
    }
    return null;
  } finally {
    zip.close();
  }
}

function openZip(path: string): Promise<ZipFile> {
  return yauzl.openPromise(path, {
    lazyEntries: true,
    autoClose: false,
    // Sizes are counted here, against our own limits, whatever the archive declares.
    validateEntrySizes: false,
    strictFileNames: true,
  });
}

function assertSafeEntry(entry: Entry): void {
  const name = entry.fileName;
  const isUnsafePath =
    name.startsWith('/') ||
    /^[A-Za-z]:/.test(name) ||
    name.includes('\\') ||
    name.split('/').some((segment) => segment === '..');
  if (isUnsafePath) {
    throw new FileRejectedError('UNREADABLE', 'The workbook contains unsafe file paths.');
  }
  if (((entry.externalFileAttributes >>> 16) & FILE_TYPE_MASK) === SYMLINK_MODE) {
    throw new FileRejectedError('UNREADABLE', 'The workbook contains symbolic links.');
  }
  if (entry.isEncrypted()) {
    throw new FileRejectedError('ENCRYPTED', 'The workbook is encrypted and cannot be read.');
  }
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    throw new FileRejectedError('UNREADABLE', 'The workbook uses an unsupported compression.');
  }
}

/**
 * Streaming parsers read local headers, the scan reads the central directory: they must agree,
 * or a bomb could hide where only one of them looks.
 */
async function checkLocalHeader(
  zip: ZipFile,
  entry: Entry,
): Promise<{ start: number; end: number }> {
  const local = await zip.readLocalFileHeaderPromise(entry);
  const hasDescriptor = (local.generalPurposeBitFlag & DATA_DESCRIPTOR_FLAG) !== 0;
  const sizesAgree = hasDescriptor || local.compressedSize === entry.compressedSize;
  if (local.fileName.toString('utf8') !== entry.fileNameRaw.toString('utf8') || !sizesAgree) {
    throw new FileRejectedError(
      'UNREADABLE',
      'The workbook is damaged (inconsistent zip headers).',
    );
  }
  return {
    start: entry.relativeOffsetOfLocalHeader,
    end: local.fileDataStart + entry.compressedSize,
  };
}

function assertNoHiddenData(
  spans: { start: number; end: number }[],
  centralDirectoryOffset: number,
): void {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let position = 0;
  for (const span of sorted) {
    if (span.start < position || span.start - position > MAX_GAP_BYTES) {
      throw new FileRejectedError(
        'UNREADABLE',
        'The workbook is damaged (overlapping or hidden zip data).',
      );
    }
    position = span.end;
  }
  if (centralDirectoryOffset - position > MAX_GAP_BYTES) {
    throw new FileRejectedError('UNREADABLE', 'The workbook is damaged (hidden zip data).');
  }
}

async function inflateEntry(
  zip: ZipFile,
  entry: Entry,
  scan: ZipScan,
  budget: ExpansionBudget,
  signal: AbortSignal | undefined,
): Promise<void> {
  const stream = await openCountedEntry(zip, entry, budget);
  const keep = KEPT_PARTS.has(entry.fileName);
  const isSheet = WORKSHEET_ENTRY.test(entry.fileName);
  const kept: Buffer[] = [];
  const merges = isSheet ? new MergeSectionFinder() : null;
  const rows = isSheet ? new RowElementCounter() : null;
  let entryBytes = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      entryBytes += chunk.length;
      signal?.throwIfAborted();
      if (keep) {
        if (entryBytes > MAX_KEPT_PART_BYTES) {
          throw new FileRejectedError('UNREADABLE', 'The workbook structure is too large.');
        }
        kept.push(chunk);
      }
      merges?.push(chunk);
      rows?.push(chunk);
    }
  } finally {
    stream.destroy();
  }
  if (keep) scan.parts.set(entry.fileName, Buffer.concat(kept).toString('utf8'));
  if (rows) scan.rowElements.set(entry.fileName, rows.count);
  const ranges = merges?.ranges() ?? [];
  if (ranges.length > 0) scan.mergedRanges.set(entry.fileName, ranges);
}

/** Keeps rejections and system errors; anything else from the zip reader means a damaged file. */
export function toRejection(error: unknown): Error {
  if (error instanceof FileRejectedError) return error;
  if (isSystemError(error)) return error;
  if (error instanceof Error && error.name === 'AbortError') return error;
  return new FileRejectedError(
    'UNREADABLE',
    'The workbook is damaged and cannot be read.',
    {},
    {
      cause: error,
    },
  );
}
