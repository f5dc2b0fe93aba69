import { type DocumentRejectedCode, documentMessages } from '../extract/document-rejected';
import { type BinarySignature, binarySignatureOf } from './binary-signature';
import type { DocumentKind } from './document-kind';
import { fileNameKind, SUPPORTED_FILES_MESSAGE } from './file-name-kind';
import { extensionOf } from './kind-by-extension';
import { looksLikeHtml, textContentOf } from './text-content';
import { type ZipContent, zipContentOf, zipEntryNamesInHead } from './zip-entry-names';

/** The outcome of `detectDocumentKind`: a kind, or why the file is refused. */
export type DetectedKind =
  | { kind: DocumentKind }
  | {
      kind: null;
      code: Extract<DocumentRejectedCode, 'empty' | 'mismatch' | 'unsupported' | 'encrypted'>;
      reason: string;
    };

/** What the bytes are, in words, for mismatch messages. */
const DESCRIPTIONS: Record<BinarySignature | ZipContent | 'html' | 'text', string> = {
  pdf: 'a PDF document',
  png: 'a PNG image',
  jpeg: 'a JPEG image',
  tiff: 'a TIFF image',
  zip: 'a ZIP archive',
  docx: 'a Word document',
  xlsx: 'an Excel workbook',
  pptx: 'a PowerPoint presentation',
  ole2: 'an older Office file',
  gif: 'a GIF image',
  webp: 'a WebP image',
  bmp: 'a BMP image',
  gzip: 'a compressed archive',
  executable: 'a program',
  html: 'an HTML page',
  text: 'plain text',
};

const NAMES: Record<DocumentKind, string> = {
  pdf: 'PDF',
  docx: 'Word',
  txt: 'text',
  markdown: 'Markdown',
  html: 'HTML',
  png: 'PNG',
  jpeg: 'JPEG',
  tiff: 'TIFF',
};

/**
 * Decides what a file is from its first bytes (pass at least the first 64 KB, or the whole file
 * when smaller) and checks that its name agrees. Binary kinds are known by their magic bytes
 * (`%PDF-`, PNG, JPEG and TIFF signatures, a zip with `[Content_Types].xml` and `word/` parts for
 * DOCX); text kinds need UTF-8 without NUL bytes, HTML starting with `<!doctype html` or `<html`
 * after whitespace and a BOM, Markdown and plain text told apart by the extension. A name without
 * an extension takes the kind its bytes show. When name and bytes disagree (a PNG named .pdf, an
 * HTML page named .txt) the file is refused with a reason a person can act on.
 * @example detectDocumentKind(head, 'report.pdf') // { kind: 'pdf' }
 * @example detectDocumentKind(pngBytes, 'report.pdf')
 *   // { kind: null, code: 'mismatch', reason: 'The file name ends in .pdf, but the file is a PNG image. …' }
 */
export function detectDocumentKind(head: Uint8Array, fileName: string): DetectedKind {
  if (head.length === 0) return refuse('empty', documentMessages.empty);
  const extension = extensionOf(fileName);
  const byName = fileNameKind(fileName);
  if ('code' in byName) return byName;
  const expected = byName.kind;
  const actual = contentKindOf(head, expected);
  if ('code' in actual) return actual;
  const kind = expected ?? actual.kind;
  if (kind === null)
    return refuse('unsupported', `This file type is not supported. ${SUPPORTED_FILES_MESSAGE}`);
  if (kind === actual.kind) return { kind };
  if (kind === 'markdown' && actual.kind === 'txt') return { kind };
  if (kind === 'html' && actual.kind === 'txt') return { kind };
  return refuse(
    'mismatch',
    `The file name ends in .${extension}, but the file is ${actual.description}. Rename it to match its contents, or upload the original ${NAMES[kind]} file.`,
  );
}

type ContentKind =
  | { kind: DocumentKind | null; description: string }
  | Extract<DetectedKind, { kind: null }>;

function contentKindOf(head: Uint8Array, expected: DocumentKind | null): ContentKind {
  const signature = binarySignatureOf(head);
  if (signature === 'ole2' && expected === 'docx') {
    // A password-protected .docx is stored as an OLE2 container, not a zip.
    return refuse('encrypted', documentMessages.docxEncrypted);
  }
  if (signature === 'zip') {
    const content = zipContentOf(zipEntryNamesInHead(head));
    return { kind: content === 'docx' ? 'docx' : null, description: DESCRIPTIONS[content] };
  }
  if (signature === 'pdf' || signature === 'png' || signature === 'jpeg' || signature === 'tiff') {
    return { kind: signature, description: DESCRIPTIONS[signature] };
  }
  if (signature !== null) return { kind: null, description: DESCRIPTIONS[signature] };
  const text = textContentOf(head);
  const isTextExpected = expected === 'txt' || expected === 'markdown' || expected === 'html';
  if (text.encoding !== 'utf-8') {
    if (isTextExpected && text.encoding !== 'binary') {
      return refuse('unsupported', documentMessages.notUtf8);
    }
    return { kind: null, description: 'binary data of an unknown kind' };
  }
  if (looksLikeHtml(text.text)) return { kind: 'html', description: DESCRIPTIONS.html };
  return { kind: 'txt', description: DESCRIPTIONS.text };
}

function refuse(
  code: Extract<DetectedKind, { kind: null }>['code'],
  reason: string,
): Extract<DetectedKind, { kind: null }> {
  return { kind: null, code, reason };
}
