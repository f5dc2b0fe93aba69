import { type AskDocsDocumentKind, askDocsDocumentKinds } from '@tabletalk/contracts';

/** The kinds of document Ask Docs reads: the contract's list, so the two cannot drift apart. */
export type DocumentKind = AskDocsDocumentKind;

/** Every `DocumentKind`, in the order the upload screen lists them. */
export const documentKinds: readonly DocumentKind[] = askDocsDocumentKinds;

/** The image kinds: one page each, read by OCR. */
export function isImageKind(kind: DocumentKind): kind is 'png' | 'jpeg' | 'tiff' {
  return kind === 'png' || kind === 'jpeg' || kind === 'tiff';
}
