import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';
import { DocumentRejected, documentMessages } from './document-rejected';
import { pdfLoadOptions } from './pdf-options';

/** Where the end-of-file marker of a complete PDF must sit, counted from the end. */
const EOF_WINDOW = 2048;

/**
 * Opens a PDF with the safe options of `pdfLoadOptions`. A file without `%%EOF` near its end was
 * cut short (an interrupted upload or copy): it is refused even when pdf.js could rebuild part
 * of it, because pages would be silently missing.
 * Throws DocumentRejected `encrypted` ('This PDF is password-protected.') or `damaged`
 * ('This PDF could not be read: it is damaged or incomplete.').
 */
export async function openPdf(bytes: Uint8Array, maxPixels: number): Promise<PDFDocumentProxy> {
  if (!hasEndMarker(bytes)) throw new DocumentRejected('damaged', documentMessages.pdfDamaged);
  try {
    return await getDocument(pdfLoadOptions(bytes, maxPixels)).promise;
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') {
      throw new DocumentRejected('encrypted', documentMessages.pdfEncrypted, { cause: error });
    }
    throw new DocumentRejected('damaged', documentMessages.pdfDamaged, { cause: error });
  }
}

function hasEndMarker(bytes: Uint8Array): boolean {
  let end = bytes.length;
  while (end > 0 && isPadding(bytes[end - 1] ?? 0)) end -= 1;
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(
    Math.max(0, end - EOF_WINDOW),
    end,
  );
  return tail.includes('%%EOF', 0, 'latin1');
}

/** Whitespace and NUL bytes that tools pad files with after `%%EOF`. */
const isPadding = (byte: number) =>
  byte === 0 || byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c;
