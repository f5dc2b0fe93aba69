/** Why a document cannot be read; the server maps codes, the user reads `message`. */
export type DocumentRejectedCode =
  | 'encrypted'
  | 'damaged'
  | 'too-large'
  | 'mismatch'
  | 'empty'
  | 'timeout'
  | 'out-of-memory'
  | 'crashed'
  | 'unsupported';

/** The limit that was crossed and by how much, for limit codes. */
export interface DocumentRejectedDetails {
  limit?: number;
  actual?: number;
}

/**
 * The one error detection and extraction throw for a document that cannot be read. `message` is
 * written for the person who uploaded the file and safe to show as is; `cause` keeps what the
 * parser or the child process said, for server logs only.
 * @example throw new DocumentRejected('encrypted', documentMessages.pdfEncrypted);
 */
export class DocumentRejected extends Error {
  readonly code: DocumentRejectedCode;
  readonly details: DocumentRejectedDetails;

  constructor(
    code: DocumentRejectedCode,
    message: string,
    options: { details?: DocumentRejectedDetails; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'DocumentRejected';
    this.code = code;
    this.details = options.details ?? {};
  }
}

const count = (value: number) => value.toLocaleString('en-US');

/** A duration as people say it: "90 seconds", "10 minutes". */
function spoken(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.round(seconds / 60)} minutes`;
}

/** Every user-facing message of detection and extraction, so a file always reads the same. */
export const documentMessages = {
  empty: 'The file is empty.',
  noText: 'This document contains no text.',
  pdfEncrypted: 'This PDF is password-protected.',
  pdfDamaged: 'This PDF could not be read: it is damaged or incomplete.',
  pdfTooManyPages: (pages: number, limit: number) =>
    `This PDF has ${count(pages)} pages; documents of up to ${count(limit)} pages can be read.`,
  docxEncrypted:
    'This Word document is password-protected. Remove the password in Word (File → Info → Protect Document), save it and upload it again.',
  docxDamaged: 'This Word document could not be read: it is damaged or incomplete.',
  docxBomb:
    'This Word document expands to far more data than its size suggests and was refused for safety.',
  docxNotWord: 'This file is a ZIP archive, not a Word document.',
  legacyDoc: 'Legacy .doc files are not supported. Save the document as .docx and upload it again.',
  imageTooLarge: (width: number, height: number) =>
    `This image is too large to read (${count(width)} × ${count(height)} pixels).`,
  imageDamaged: 'This image could not be read: it is damaged or incomplete.',
  notUtf8: 'This text file is not UTF-8 encoded. Save it as UTF-8 and upload it again.',
  damaged: 'This file could not be read: it is damaged or in a form that cannot be read.',
  tooMuchText: (limit: number) =>
    `This document has more text than can be read (over ${count(limit)} characters).`,
  timeout: (timeoutMs: number) =>
    `This file took longer than ${spoken(timeoutMs)} to read and was stopped. Try a smaller file, or split it into several.`,
  outOfMemory:
    'This file needs more memory to read than this server allows. Try a smaller file, or split it into several.',
  crashed:
    'This file could not be read: the reader stopped unexpectedly. Please try uploading it again.',
  pageTooLarge: 'This page is too large to draw.',
  noSuchPage: (page: number, pages: number) =>
    `This PDF has no page ${count(page)}; it has ${count(pages)} page${pages === 1 ? '' : 's'}.`,
} as const;
