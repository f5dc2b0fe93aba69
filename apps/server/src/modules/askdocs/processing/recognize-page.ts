import { readFile } from 'node:fs/promises';
import { ASK_DOCS_KIND_INFO } from '@tabletalk/contracts';
import {
  DocumentRejected,
  type DocumentRejectedCode,
  OcrError,
  type OcrErrorCode,
  recognizeImage,
  renderPdfPage,
} from '@tabletalk/documents';
import type { AskDocsDocumentRow } from '../documents';
import { OCR_LIMITS } from './ocr-limits';

/**
 * OCR failures that would end the same on a retry, as the document's refusal. CRASHED is not
 * here: the process died, and a new one may well read the page.
 */
const FINAL_FAILURES: Partial<Record<OcrErrorCode, DocumentRejectedCode>> = {
  TOO_LARGE: 'too-large',
  UNSUPPORTED_IMAGE: 'unsupported',
  UNREADABLE: 'damaged',
  TIMEOUT: 'timeout',
  OUT_OF_MEMORY: 'out-of-memory',
};

/** The picture of a page: a PDF page drawn in the sandboxed reader, or the image file itself. */
async function pageImage(document: AskDocsDocumentRow, page: number): Promise<Uint8Array> {
  if (ASK_DOCS_KIND_INFO[document.kind].isImage) return readFile(document.storagePath);
  if (document.kind !== 'pdf') {
    throw new Error(`A ${document.kind} document has no page images to read by OCR.`);
  }
  return renderPdfPage(document.storagePath, page, {
    scale: OCR_LIMITS.renderScale,
    maxPixels: OCR_LIMITS.renderMaxPixels,
  });
}

/**
 * The text of one page of a document read by OCR (`recognizeImage` within `OCR_LIMITS`): a PDF
 * page drawn at about 300 dpi, or the image a PNG, JPEG or TIFF document is.
 * @throws DocumentRejected when the page can never be read (drawing refused; an OcrError other
 *   than CRASHED: too large, not an image, damaged, too slow, too big for memory), with the
 *   message for the person; anything else (an OcrError CRASHED) is worth a retry.
 */
export async function recognizePage(document: AskDocsDocumentRow, page: number): Promise<string> {
  const image = await pageImage(document, page);
  try {
    const result = await recognizeImage(image, {
      timeoutMs: OCR_LIMITS.timeoutMs,
      maxPixels: OCR_LIMITS.maxPixels,
      memoryMb: OCR_LIMITS.memoryMb,
    });
    return result.text.trim();
  } catch (error) {
    const code = error instanceof OcrError ? FINAL_FAILURES[error.code] : undefined;
    if (error instanceof OcrError && code) {
      throw new DocumentRejected(code, error.message, { cause: error });
    }
    throw error;
  }
}
