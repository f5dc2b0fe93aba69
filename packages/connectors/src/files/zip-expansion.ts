import { pipeline, type Readable, Transform, type TransformCallback } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import type { Entry, ZipFile } from 'yauzl';
import { FileRejectedError } from './file-rejected-error';

/** Expansion bounds for Office containers, counted in real inflated bytes (SECURITY E2). */
export interface ZipLimits {
  maxEntries: number;
  /** Any part but a worksheet (shared strings are cached whole by the parser, so this bounds memory). */
  maxEntryBytes: number;
  /** A worksheet streams through the parser; 100,000 × 50 cells take about 190 MB of XML. */
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

/** The bounds and the real bytes inflated so far, shared by every entry of one archive. */
export interface ExpansionBudget {
  limits: ZipLimits;
  totalBytes: number;
}

export const bombMessage =
  'This workbook expands to far more data than its size suggests and was refused for safety.';

/** Matches the worksheet parts (`xl/worksheets/sheet1.xml`), which take the larger entry bound. */
export const WORKSHEET_ENTRY = /^xl\/worksheets\/[^/]+\.xml$/;

/**
 * Opens an entry's inflated bytes (STORE entries too) with every chunk counted against the
 * budget before it is passed on: the stream fails with FileRejectedError `ZIP_BOMB` as soon as
 * the entry, the archive's total or the entry's ratio crosses its bound, whatever the central
 * directory declares. Destroying the returned stream releases the entry's file reads.
 */
export async function openCountedEntry(
  zip: ZipFile,
  entry: Entry,
  budget: ExpansionBudget,
  observer: EntryObserver = {},
): Promise<Readable> {
  const raw = await zip.openReadStreamPromise(entry, { decodeFileData: false });
  const { compressed } = observer;
  if (compressed) raw.on('data', (chunk: Buffer) => compressed(chunk.length));
  const counter = new ExpansionCounter(entry, budget, observer.inflated);
  const onDone = () => undefined;
  if (entry.compressionMethod === 0) return pipeline(raw, counter, onDone);
  // A large output chunk: per-chunk overhead, not inflation, dominates with zlib's 16 KB default.
  return pipeline(raw, createInflateRaw({ chunkSize: 64 * 1024 }), counter, onDone);
}

/** Sees an entry's bytes go by: compressed as read from the file, inflated once counted. */
export interface EntryObserver {
  compressed?: (bytes: number) => void;
  inflated?: (chunk: Buffer) => void;
}

/** Counts bytes as they pass and fails the stream at the first bound crossed. */
class ExpansionCounter extends Transform {
  private entryBytes = 0;
  private readonly isSheet: boolean;

  constructor(
    private readonly entry: Entry,
    private readonly budget: ExpansionBudget,
    private readonly onInflated?: (chunk: Buffer) => void,
  ) {
    super();
    this.isSheet = WORKSHEET_ENTRY.test(entry.fileName);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.entryBytes += chunk.length;
    this.budget.totalBytes += chunk.length;
    try {
      assertWithinLimits(this.entry, this.entryBytes, this.budget, this.isSheet);
    } catch (error) {
      done(error as Error);
      return;
    }
    this.onInflated?.(chunk);
    done(null, chunk);
  }
}

function assertWithinLimits(
  entry: Entry,
  entryBytes: number,
  budget: ExpansionBudget,
  isSheet: boolean,
): void {
  const { limits } = budget;
  const entryLimit = isSheet ? limits.maxSheetEntryBytes : limits.maxEntryBytes;
  if (entryBytes > entryLimit) {
    throw new FileRejectedError('ZIP_BOMB', bombMessage, {
      limit: entryLimit,
      actual: entryBytes,
    });
  }
  if (budget.totalBytes > limits.maxTotalBytes) {
    throw new FileRejectedError('ZIP_BOMB', bombMessage, {
      limit: limits.maxTotalBytes,
      actual: budget.totalBytes,
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
