/** The kinds of document Ask Docs reads. */
export type DocumentKind = 'pdf' | 'docx' | 'txt' | 'markdown' | 'html' | 'png' | 'jpeg' | 'tiff';

/** Every `DocumentKind`, in the order the upload screen lists them. */
export const documentKinds: readonly DocumentKind[] = [
  'pdf',
  'docx',
  'txt',
  'markdown',
  'html',
  'png',
  'jpeg',
  'tiff',
];

/** The image kinds: one page each, read by OCR. */
export function isImageKind(kind: DocumentKind): kind is 'png' | 'jpeg' | 'tiff' {
  return kind === 'png' || kind === 'jpeg' || kind === 'tiff';
}
