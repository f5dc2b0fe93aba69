import type { AskDocsDocumentRow } from '../documents';
import type { ClaimedDocument } from './claim-document';
import type { AskDocsJobContext } from './job-context';
import { writeOutcome } from './write-outcome';

/** Page numbers listed in a reason before "and N more". */
const LISTED_PAGES = 10;

/** Why a document waits in OCR_PENDING, with the pages that wait. */
export function ocrPendingReason(document: Pick<AskDocsDocumentRow, 'kind'>, pages: number[]) {
  if (document.kind === 'png' || document.kind === 'jpeg' || document.kind === 'tiff') {
    return 'This image waits for text recognition (OCR).';
  }
  const listed = pages.slice(0, LISTED_PAGES).map(String);
  const more = pages.length - listed.length;
  const names = more > 0 ? [...listed, `${more} more`] : listed;
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return pages.length === 1
    ? `Page ${list} has no text layer and waits for text recognition (OCR).`
    : `Pages ${list} have no text layer and wait for text recognition (OCR).`;
}

/**
 * Reads by OCR the pages of a claimed document that have no text layer (`pageNumbers`; their
 * rows in askdoc_pages carry `needsOcr`), and answers 'done' when their text is in place (the
 * caller then indexes the document and makes it ACTIVE) or 'pending' when this settled the
 * document itself in OCR_PENDING.
 *
 * NOT WIRED YET — OCR is built separately (`recognizeImage` in packages/documents/src/ocr). Until
 * it lands here this reads nothing: it marks the document OCR_PENDING with the waiting pages in
 * `failureReason` and answers 'pending'. It is deliberately no fake OCR. To wire it: per page,
 * the image (`renderPdfPage(storagePath, page, …)` for a PDF, the file itself for PNG/JPEG/TIFF)
 * through `recognizeImage`, within the organization's OCR balance (over it: settle OCR_PENDING
 * with the OCR_LIMIT message, 'pending'); write each page's text with `source: 'ocr'`,
 * `needsOcr: false` and the document's `ocrPages` through `writeOutcome` without settling; then
 * answer 'done'.
 */
export async function ocrPages(
  ctx: AskDocsJobContext,
  document: ClaimedDocument,
  pageNumbers: number[],
): Promise<'done' | 'pending'> {
  await writeOutcome(ctx, document, {
    changes: { status: 'OCR_PENDING', failureReason: ocrPendingReason(document, pageNumbers) },
    settle: true,
  });
  return 'pending';
}
