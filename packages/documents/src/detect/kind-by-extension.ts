import type { DocumentKind } from './document-kind';

const KIND_BY_EXTENSION: Record<string, DocumentKind> = {
  pdf: 'pdf',
  docx: 'docx',
  txt: 'txt',
  text: 'txt',
  md: 'markdown',
  markdown: 'markdown',
  html: 'html',
  htm: 'html',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  tif: 'tiff',
  tiff: 'tiff',
};

/** A file name's extension, lower-cased and without the dot; null when the name has none. */
export function extensionOf(fileName: string): string | null {
  const base = fileName.split(/[\\/]/).at(-1) ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return null;
  return base.slice(dot + 1).toLowerCase();
}

/**
 * The kind a file's extension promises: `null` for a name without an extension, `undefined` for an
 * extension Ask Docs does not read.
 */
export function kindByExtension(extension: string | null): DocumentKind | null | undefined {
  if (extension === null) return null;
  return Object.hasOwn(KIND_BY_EXTENSION, extension) ? KIND_BY_EXTENSION[extension] : undefined;
}
