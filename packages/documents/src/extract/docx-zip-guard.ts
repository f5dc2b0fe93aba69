import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { DocumentRejected, documentMessages } from './document-rejected';
import type { ExtractLimits } from './extract-limits';

/** What the guard read on the way: the few small parts extraction needs. */
export interface DocxZipScan {
  contentTypes: string;
  coreProperties: string | null;
}

const KEPT = new Set(['[Content_Types].xml', 'docProps/core.xml']);
const MAX_KEPT_BYTES = 1024 * 1024;
const WORD_MAIN = 'wordprocessingml.document.main+xml';

/**
 * Checks a DOCX zip before mammoth opens it (SECURITY E2). From the central directory, before
 * inflating anything: the entry count, safe names, no encryption, and the declared sizes (total
 * and ratio). Then every entry — STORE entries too — is inflated and its real bytes counted
 * against the same bounds and dropped, so a central directory that lies about sizes is caught
 * as well. Confirms a Word document (its content types name the main document part).
 * Throws DocumentRejected `too-large` (zip bomb, too many entries), `encrypted`, `mismatch` (a
 * zip that is not a Word document) or `damaged`.
 */
export async function checkDocxZip(path: string, limits: ExtractLimits): Promise<DocxZipScan> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(path, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: false,
      strictFileNames: true,
    });
  } catch (error) {
    throw new DocumentRejected('damaged', documentMessages.docxDamaged, { cause: error });
  }
  try {
    if (zip.entryCount > limits.maxZipEntries) {
      throw bomb(limits.maxZipEntries, zip.entryCount);
    }
    const entries: Entry[] = [];
    for await (const entry of zip.eachEntry()) entries.push(entry);
    checkDeclared(entries, limits);
    const kept = new Map<string, string>();
    const budget = { total: 0 };
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      const text = await inflateCounted(zip, entry, limits, budget, KEPT.has(entry.fileName));
      if (text !== null) kept.set(entry.fileName, text);
    }
    const contentTypes = kept.get('[Content_Types].xml') ?? '';
    if (!contentTypes.includes(WORD_MAIN)) {
      throw new DocumentRejected('mismatch', documentMessages.docxNotWord);
    }
    return { contentTypes, coreProperties: kept.get('docProps/core.xml') ?? null };
  } catch (error) {
    if (error instanceof DocumentRejected) throw error;
    throw new DocumentRejected('damaged', documentMessages.docxDamaged, { cause: error });
  } finally {
    zip.close();
  }
}

function bomb(limit: number, actual: number): DocumentRejected {
  return new DocumentRejected('too-large', documentMessages.docxBomb, {
    details: { limit, actual },
  });
}

function checkDeclared(entries: Entry[], limits: ExtractLimits): void {
  let total = 0;
  for (const entry of entries) {
    const name = entry.fileName;
    const isUnsafePath =
      name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.split('/').includes('..');
    if (isUnsafePath) throw new DocumentRejected('damaged', documentMessages.docxDamaged);
    if (entry.isEncrypted()) {
      throw new DocumentRejected('encrypted', documentMessages.docxEncrypted);
    }
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
      throw new DocumentRejected('damaged', documentMessages.docxDamaged);
    }
    total += entry.uncompressedSize;
    if (total > limits.maxUnzippedBytes) throw bomb(limits.maxUnzippedBytes, total);
    checkRatio(entry.uncompressedSize, entry.compressedSize, limits);
  }
}

function checkRatio(inflated: number, compressed: number, limits: ExtractLimits): void {
  const ratio = inflated / Math.max(compressed, 1);
  if (inflated > limits.zipRatioFloorBytes && ratio > limits.maxZipRatio) {
    throw bomb(limits.maxZipRatio, Math.round(ratio));
  }
}

/** Inflates one entry, counting real bytes; returns its text when `keep` (and small), else null. */
async function inflateCounted(
  zip: ZipFile,
  entry: Entry,
  limits: ExtractLimits,
  budget: { total: number },
  keep: boolean,
): Promise<string | null> {
  const raw = await zip.openReadStreamPromise(entry, { decodeFileData: false });
  let entryBytes = 0;
  const kept: Buffer[] = [];
  const counter = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      entryBytes += chunk.length;
      budget.total += chunk.length;
      if (budget.total > limits.maxUnzippedBytes) {
        return done(bomb(limits.maxUnzippedBytes, budget.total));
      }
      const ratio = entryBytes / Math.max(entry.compressedSize, 1);
      if (entryBytes > limits.zipRatioFloorBytes && ratio > limits.maxZipRatio) {
        return done(bomb(limits.maxZipRatio, Math.round(ratio)));
      }
      if (keep && entryBytes <= MAX_KEPT_BYTES) kept.push(chunk);
      done();
    },
  });
  if (entry.compressionMethod === 0) await pipeline(raw, counter);
  else await pipeline(raw, createInflateRaw(), counter);
  if (!keep || entryBytes > MAX_KEPT_BYTES) return null;
  return Buffer.concat(kept).toString('utf8');
}
