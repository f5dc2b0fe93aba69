import type { AskDocsDocumentKind } from '@tabletalk/contracts';

/**
 * The media type a document is served with, from its kind as its bytes showed on upload (never
 * the client's claim). Text kinds are UTF-8, as the upload requires.
 */
export const CONTENT_TYPES: Record<AskDocsDocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
  html: 'text/html; charset=utf-8',
  png: 'image/png',
  jpeg: 'image/jpeg',
  tiff: 'image/tiff',
};
