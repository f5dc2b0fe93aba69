/**
 * Builders of test files for other workspaces' tests (`@tabletalk/documents/testing`): PDFs with
 * text pages (and a password), DOCX files, PNG headers or small images. Never loaded at run time.
 */
export { buildDocx, type TestDocxOptions } from './extract/test-docx';
export { buildPng } from './extract/test-images';
export { buildPdf, passwordEncryption, type TestPdfOptions } from './extract/test-pdf';
