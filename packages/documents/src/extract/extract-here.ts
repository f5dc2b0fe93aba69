import { open, readFile } from 'node:fs/promises';
import { detectDocumentKind } from '../detect/detect-document-kind';
import type { DocumentKind } from '../detect/document-kind';
import { DocumentRejected, documentMessages } from './document-rejected';
import { extractDocx } from './extract-docx';
import { extractHtml } from './extract-html';
import { extractImage } from './extract-image';
import type { ExtractLimits } from './extract-limits';
import { extractPdf } from './extract-pdf';
import { extractPlainText } from './extract-plain-text';
import type { ExtractedDocument } from './extracted-document';

const EXTENSIONS: Record<DocumentKind, string> = {
  pdf: 'pdf',
  docx: 'docx',
  txt: 'txt',
  markdown: 'md',
  html: 'html',
  png: 'png',
  jpeg: 'jpg',
  tiff: 'tif',
};
const HEAD_BYTES = 64 * 1024;

/**
 * Extracts a document IN THIS PROCESS: only the sandbox child calls it (`extractDocument` is the
 * public, isolated entry). The bytes are checked against `kind` again first — detection ran on
 * the upload, this reads the stored file — then the kind's extractor runs.
 * Throws DocumentRejected (`empty`, `mismatch`, and what each extractor throws).
 */
export async function extractHere(
  filePath: string,
  kind: DocumentKind,
  limits: ExtractLimits,
): Promise<ExtractedDocument> {
  const head = await readHead(filePath);
  if (head.length === 0) throw new DocumentRejected('empty', documentMessages.empty);
  const detected = detectDocumentKind(head, `document.${EXTENSIONS[kind]}`);
  if (detected.kind === null) throw new DocumentRejected(detected.code, detected.reason);
  if (kind === 'docx') return extractDocx(filePath, limits);
  const bytes = new Uint8Array(await readFile(filePath));
  switch (kind) {
    case 'pdf':
      return extractPdf(bytes, limits);
    case 'html':
      return extractHtml(bytes, limits);
    case 'txt':
    case 'markdown':
      return extractPlainText(bytes, kind, limits);
    case 'png':
    case 'jpeg':
    case 'tiff':
      return extractImage(bytes, limits);
  }
}

async function readHead(filePath: string): Promise<Uint8Array> {
  const file = await open(filePath, 'r');
  try {
    const buffer = new Uint8Array(HEAD_BYTES);
    const { bytesRead } = await file.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}
