import type { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { FileRejectedError, isSystemError } from './file-rejected-error';
import { MergeSectionFinder, RowElementCounter } from './zip-sheet-probes';

/** Expansion bounds for Office containers, counted in real inflated bytes (SECURITY E2). */
export interface ZipLimits {
  maxEntries: number;
  /** Any part but a worksheet (shared strings are cached whole by the parser, so this bounds memory). */
  maxEntryBytes: number;
  /** A worksheet streams through the parser; 100,000 × 50 cells take about 175 MB of XML. */
  maxSheetEntryBytes: number;
  maxTotalBytes: number;
  /** Inflated ÷ compressed bytes allowed per entry once it passes `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
}

export const defaultZipLimits: ZipLimits = {
  maxEntries: 10_000,
  maxEntryBytes: 100 * 1024 * 1024,
  maxSheetEntryBytes: 400 * 1024 * 1024,
  maxTotalBytes: 1024 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 16 * 1024 * 1024,
};

/** What the scan learned about the workbook on the way (read from bytes it had to inflate anyway). */
export interface ZipScan {
  /** Entry name → text, for the few small parts ingest needs. */
  parts: Map<string, string>;
  /** Worksheet entry name → merged ranges such as `A1:C1`. */
  mergedRanges: Map<string, string[]>;
  /** Worksheet entry name → number of `<row>` elements (progress and messages, not limits). */
  rowElements: Map<string, number>;
  totalBytes: number;
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

const bombMessage =
  'This workbook expands to far more data than its size suggests and was refused for safety.';

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
export async function scanZip(
  path: string,
  options: { limits?: Partial<ZipLimits>; signal?: AbortSignal } = {},
): Promise<ZipScan> {
  const limits = { ...defaultZipLimits, ...options.limits };
  const zip = await openZip(path);
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw new FileRejectedError('ZIP_BOMB', bombMessage, {
        limit: limits.maxEntries,
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
    const spans: { start: number; end: number }[] = [];
    for await (const entry of zip.eachEntry()) {
      options.signal?.throwIfAborted();
      assertSafeEntry(entry);
      spans.push(await checkLocalHeader(zip, entry));
      if (!entry.fileName.endsWith('/'))
        await inflateEntry(zip, entry, scan, limits, options.signal);
    }
    assertNoHiddenData(spans, centralDirectoryOffset);
    return scan;
  } catch (error) {
    throw toRejection(error);
  } finally {
    zip.close();
  }
}

/**
 * Reads `[Content_Types].xml` (bounded to 1 MB of real bytes) for sniffing; null when absent.
 * Throws on a malformed archive.
 */
export async function readContentTypes(path: string): Promise<string | null> {
  const zip = await openZip(path);
  try {
    let count = 0;
    for await (const entry of zip.eachEntry()) {
      count += 1;
      if (count > defaultZipLimits.maxEntries) return null;
      if (entry.fileName !== '[Content_Types].xml') continue;
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
  limits: ZipLimits,
  signal: AbortSignal | undefined,
): Promise<void> {
  const stream = await openInflated(zip, entry);
  const keep = KEPT_PARTS.has(entry.fileName);
  const isSheet = /^xl\/worksheets\/[^/]+\.xml$/.test(entry.fileName);
  const kept: Buffer[] = [];
  const merges = isSheet ? new MergeSectionFinder() : null;
  const rows = isSheet ? new RowElementCounter() : null;
  let entryBytes = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      entryBytes += chunk.length;
      scan.totalBytes += chunk.length;
      assertWithinLimits(entry, entryBytes, scan.totalBytes, isSheet, limits);
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

/**
 * Opens an entry's bytes, inflating with a large output chunk: per-chunk overhead, not inflation,
 * dominates a scan with zlib's 16 KB default.
 */
async function openInflated(zip: ZipFile, entry: Entry): Promise<Readable> {
  const raw = await zip.openReadStreamPromise(entry, { decodeFileData: false });
  if (entry.compressionMethod === 0) return raw;
  const inflate = createInflateRaw({ chunkSize: 256 * 1024 });
  raw.on('error', (error) => inflate.destroy(error));
  inflate.on('close', () => raw.destroy());
  return raw.pipe(inflate);
}

function assertWithinLimits(
  entry: Entry,
  entryBytes: number,
  totalBytes: number,
  isSheet: boolean,
  limits: ZipLimits,
) {
  const entryLimit = isSheet ? limits.maxSheetEntryBytes : limits.maxEntryBytes;
  if (entryBytes > entryLimit) {
    throw new FileRejectedError('ZIP_BOMB', bombMessage, {
      limit: entryLimit,
      actual: entryBytes,
    });
  }
  if (totalBytes > limits.maxTotalBytes) {
    throw new FileRejectedError('ZIP_BOMB', bombMessage, {
      limit: limits.maxTotalBytes,
      actual: totalBytes,
    });
  }
  const ratio = entryBytes / Math.max(entry.compressedSize, 1);
  if (entryBytes > limits.ratioFloorBytes && ratio > limits.maxRatio) {
    throw new FileRejectedError('ZIP_BOMB', bombMessage, {
      limit: limits.maxRatio,
      actual: Math.round(ratio),
    });
  }
}

function toRejection(error: unknown): Error {
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
