import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';
import { DocumentRejected, documentMessages } from './document-rejected';
import { assertTextWithinLimit, type ExtractLimits } from './extract-limits';
import { cleanTitle, type ExtractedDocument, type ExtractedPage } from './extracted-document';
import { openPdf } from './open-pdf';
import { type PdfTextItem, pageText } from './pdf-page-text';

/**
 * A page whose text layer has fewer visible characters than this is treated as a scan: a page
 * number or a stray header alone does not make a page readable.
 */
export const MIN_TEXT_LAYER_CHARS = 20;

/**
 * PDF: the text layer of every page through pdf.js (legacy build, options of `pdfLoadOptions`:
 * no eval, no scripts, no fetching), laid out by `pageText`. Pages whose text layer is empty or
 * nearly so (`MIN_TEXT_LAYER_CHARS`) are marked `needsOcr`, keeping what little text they have.
 * Throws DocumentRejected `encrypted`, `damaged` (also when a page cannot be read), `too-large`
 * past `limits.maxPages` (checked before any page is read) or `limits.maxTextChars`.
 */
export async function extractPdf(
  bytes: Uint8Array,
  limits: ExtractLimits,
): Promise<ExtractedDocument> {
  const document = await openPdf(bytes, limits.maxPixels);
  try {
    if (document.numPages > limits.maxPages) {
      throw new DocumentRejected(
        'too-large',
        documentMessages.pdfTooManyPages(document.numPages, limits.maxPages),
        { details: { limit: limits.maxPages, actual: document.numPages } },
      );
    }
    const pages: ExtractedPage[] = [];
    let total = 0;
    for (let number = 1; number <= document.numPages; number += 1) {
      const text = await readPageText(document, number);
      total += text.length;
      assertTextWithinLimit(total, limits);
      const visible = text.replace(/\s+/g, '').length;
      pages.push({ number, text, needsOcr: visible < MIN_TEXT_LAYER_CHARS });
    }
    return { pages, title: await readTitle(document) };
  } finally {
    await document.destroy();
  }
}

async function readPageText(document: PDFDocumentProxy, number: number): Promise<string> {
  try {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    page.cleanup();
    const items = content.items.filter((item): item is PdfTextItem & typeof item => 'str' in item);
    return pageText(items);
  } catch (error) {
    throw new DocumentRejected('damaged', documentMessages.pdfDamaged, { cause: error });
  }
}

async function readTitle(document: PDFDocumentProxy): Promise<string | null> {
  try {
    const { info } = await document.getMetadata();
    return cleanTitle((info as { Title?: unknown } | undefined)?.Title);
  } catch {
    return null;
  }
}
