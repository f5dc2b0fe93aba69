import type { ExtractedPage } from '@tabletalk/documents';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { AskDocsDocumentRow } from '../documents';
import { askDocPages } from '../tables';
import type { PageText } from './write-outcome';

/**
 * The document's stored pages that OCR read (source 'ocr'), in page order: paid for, so a later
 * run keeps them rather than reading (and charging) them again.
 */
export async function findOcrReadPages(
  db: Db,
  document: Pick<AskDocsDocumentRow, 'id' | 'orgId'>,
): Promise<PageText[]> {
  return db
    .select({
      page: askDocPages.page,
      text: askDocPages.text,
      source: askDocPages.source,
      needsOcr: askDocPages.needsOcr,
    })
    .from(askDocPages)
    .where(
      and(
        eq(askDocPages.documentId, document.id),
        eq(askDocPages.orgId, document.orgId),
        eq(askDocPages.source, 'ocr'),
      ),
    )
    .orderBy(asc(askDocPages.page));
}

/**
 * The pages a run stores from what the reader extracted: each page's own text, except a page
 * without a text layer that an earlier run already read by OCR, which keeps that OCR text. An
 * uploaded file never changes, so the same page would read the same; it is not charged again.
 */
export async function withEarlierOcrText(
  db: Db,
  document: Pick<AskDocsDocumentRow, 'id' | 'orgId'>,
  extracted: readonly ExtractedPage[],
): Promise<PageText[]> {
  const earlier = new Map(
    (await findOcrReadPages(db, document)).map((page) => [page.page, page.text]),
  );
  return extracted.map((page) => {
    const read = page.needsOcr ? earlier.get(page.number) : undefined;
    return read === undefined
      ? { page: page.number, text: page.text, source: 'text', needsOcr: page.needsOcr }
      : { page: page.number, text: read, source: 'ocr', needsOcr: false };
  });
}
