/**
 * Builders of test files for other workspaces' tests (`@tabletalk/documents/testing`): PDFs with
 * text pages (and a password) or scanned pages, DOCX files, PNG headers or small images, images
 * of text for OCR. Never loaded at run time.
 */
export { buildDocx, type TestDocxOptions } from './extract/test-docx';
export { buildPng } from './extract/test-images';
export {
  buildPdf,
  passwordEncryption,
  type TestPdfDrawing,
  type TestPdfOptions,
} from './extract/test-pdf';
export { renderTextPng, scannedPdfPage } from './ocr/test-images';
