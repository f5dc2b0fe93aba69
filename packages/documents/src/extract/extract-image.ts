import { type ImageSize, readImageSize } from '../detect/read-image-size';
import { DocumentRejected, documentMessages } from './document-rejected';
import type { ExtractLimits } from './extract-limits';
import type { ExtractedDocument } from './extracted-document';

/**
 * Checks an image's declared size against `maxPixels` before anything decodes it (SECURITY E5):
 * a 20,000 × 20,000 PNG is a few hundred bytes on disk and 1.6 GB of pixels.
 * Returns the size. Throws DocumentRejected `too-large` with the size in the message, or
 * `damaged` when the header cannot be read (pass the whole file for TIFF, see `readImageSize`).
 * @example assertImageWithinLimit(bytes, 40_000_000) // { format: 'png', width: 800, height: 600 }
 */
export function assertImageWithinLimit(head: Uint8Array, maxPixels: number): ImageSize {
  const size = readImageSize(head);
  if (!size) throw new DocumentRejected('damaged', documentMessages.imageDamaged);
  const pixels = size.width * size.height;
  if (pixels > maxPixels) {
    throw new DocumentRejected(
      'too-large',
      documentMessages.imageTooLarge(size.width, size.height),
      {
        details: { limit: maxPixels, actual: pixels },
      },
    );
  }
  return size;
}

/** Images: one page without text, for OCR, once the header shows a size within the limit. */
export function extractImage(bytes: Uint8Array, limits: ExtractLimits): ExtractedDocument {
  assertImageWithinLimit(bytes, limits.maxPixels);
  return { pages: [{ number: 1, text: '', needsOcr: true }], title: null };
}
