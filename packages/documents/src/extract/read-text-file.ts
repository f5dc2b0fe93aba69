import { DocumentRejected, documentMessages } from './document-rejected';

/**
 * Decodes a whole text file as UTF-8 (a BOM is dropped) with line endings made `\n`. Detection
 * saw only the head; here any byte that is not UTF-8, or a NUL, refuses the file.
 * Throws DocumentRejected `unsupported` (not UTF-8) or `mismatch` (binary data).
 */
export function decodeTextFile(bytes: Uint8Array): string {
  if (bytes.includes(0)) {
    throw new DocumentRejected('mismatch', 'This file contains binary data, not text.');
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.replace(/\r\n?/g, '\n');
  } catch (error) {
    throw new DocumentRejected('unsupported', documentMessages.notUtf8, { cause: error });
  }
}
