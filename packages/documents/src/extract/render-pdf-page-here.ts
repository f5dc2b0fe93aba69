import { createCanvas } from '@napi-rs/canvas';
import { DocumentRejected, documentMessages } from './document-rejected';
import { openPdf } from './open-pdf';

/** How to draw a page for OCR. */
export interface RenderPageOptions {
  /** Pixels per PDF point (1 = 72 dpi; about 4.17 = 300 dpi). */
  scale: number;
  /** The page is drawn smaller than `scale` asks when it would pass this many pixels. */
  maxPixels: number;
}

/**
 * Draws one PDF page to PNG bytes with pdf.js and @napi-rs/canvas, IN THIS PROCESS: only the
 * sandbox child calls it (`renderPdfPage` is the public, isolated entry). The scale is lowered so
 * the bitmap stays within `maxPixels`; images inside the page are capped at the same count.
 * Throws DocumentRejected like `openPdf`, `too-large` for a page too large to draw, `damaged` when
 * the page number does not exist or the page cannot be drawn.
 */
export async function renderPdfPageHere(
  bytes: Uint8Array,
  pageNumber: number,
  options: RenderPageOptions,
): Promise<Uint8Array> {
  const document = await openPdf(bytes, options.maxPixels);
  try {
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > document.numPages) {
      throw new DocumentRejected(
        'damaged',
        documentMessages.noSuchPage(pageNumber, document.numPages),
      );
    }
    const page = await document.getPage(pageNumber);
    const unit = page.getViewport({ scale: 1 });
    const fit = Math.sqrt(options.maxPixels / Math.max(1, unit.width * unit.height));
    const viewport = page.getViewport({ scale: Math.min(options.scale, fit) });
    const width = Math.floor(viewport.width);
    const height = Math.floor(viewport.height);
    if (width < 1 || height < 1 || width * height > options.maxPixels) {
      throw new DocumentRejected('too-large', documentMessages.pageTooLarge);
    }
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    try {
      await page.render({ canvas: null, canvasContext: context, viewport }).promise;
    } catch (error) {
      throw new DocumentRejected('damaged', documentMessages.pdfDamaged, { cause: error });
    }
    return new Uint8Array(await canvas.encode('png'));
  } finally {
    await document.destroy();
  }
}
