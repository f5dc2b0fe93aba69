import { DocumentRejected, documentMessages } from './document-rejected';

/** Bounds of one extraction (SECURITY E2, E5): pages, text, pixels and zip expansion. */
export interface ExtractLimits {
  /** PDFs with more pages are refused. */
  maxPages: number;
  /** Documents with more characters of text in total are refused. */
  maxTextChars: number;
  /** Images (and rendered or decoded PDF images) with more pixels are refused. */
  maxPixels: number;
  /** DOCX: total bytes all zip entries inflate to, counted for real, not as declared. */
  maxUnzippedBytes: number;
  /** DOCX: zip entries. */
  maxZipEntries: number;
  /** DOCX: inflated ÷ compressed bytes allowed per entry past `zipRatioFloorBytes`. */
  maxZipRatio: number;
  zipRatioFloorBytes: number;
  /** Characters per page for formats without pages (DOCX without page breaks, HTML, text). */
  pageChars: number;
}

export const defaultExtractLimits: ExtractLimits = {
  maxPages: 2_000,
  maxTextChars: 10_000_000,
  maxPixels: 40_000_000,
  maxUnzippedBytes: 200 * 1024 * 1024,
  maxZipEntries: 10_000,
  maxZipRatio: 200,
  zipRatioFloorBytes: 16 * 1024 * 1024,
  pageChars: 3_000,
};

/** Throws DocumentRejected `too-large` once a document's text passes `maxTextChars`. */
export function assertTextWithinLimit(totalChars: number, limits: ExtractLimits): void {
  if (totalChars <= limits.maxTextChars) return;
  throw new DocumentRejected('too-large', documentMessages.tooMuchText(limits.maxTextChars), {
    details: { limit: limits.maxTextChars, actual: totalChars },
  });
}
