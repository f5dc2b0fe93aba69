import { and, eq } from 'drizzle-orm';
import type { AskDocsDocumentRow } from '../documents';
import { askDocDocuments, askDocPages } from '../tables';
import type { ClaimedDocument } from './claim-document';
import type { AskDocsJobContext } from './job-context';

/** A page as processing stores it. */
export interface PageText {
  page: number;
  text: string;
  source: 'text' | 'ocr';
  needsOcr: boolean;
}

type DocumentChanges = Partial<
  Pick<
    AskDocsDocumentRow,
    'status' | 'failureReason' | 'pageCount' | 'ocrPages' | 'title' | 'processedAt'
  >
>;

/** Rows per INSERT: well under PostgreSQL's 65,535 bound parameters. */
const PAGES_PER_INSERT = 500;

/** PostgreSQL text cannot hold NUL; a page's text is kept without it. */
export const withoutNul = (text: string) => text.replaceAll('\u0000', '');

/**
 * Writes what a processing run found, only while the run still holds the document (its claim):
 * the document's changes and, when `pages` is given, its pages replaced by those (an empty list
 * removes them), in one transaction. `settle` ends the run: the claim is released and
 * `processedAt` set. A run superseded by a re-queue or a duplicate job writes nothing.
 * @returns the document as written, or null when the run no longer holds it.
 */
export async function writeOutcome(
  ctx: Pick<AskDocsJobContext, 'db' | 'now'>,
  document: ClaimedDocument,
  outcome: { changes: DocumentChanges; pages?: readonly PageText[]; settle: boolean },
): Promise<AskDocsDocumentRow | null> {
  const release = outcome.settle ? { claimId: null, claimedAt: null, processedAt: ctx.now() } : {};
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(askDocDocuments)
      .set({ ...outcome.changes, ...release })
      .where(
        and(eq(askDocDocuments.id, document.id), eq(askDocDocuments.claimId, document.claimId)),
      )
      .returning();
    if (!row) return null;
    if (outcome.pages) {
      await tx.delete(askDocPages).where(eq(askDocPages.documentId, document.id));
      for (let at = 0; at < outcome.pages.length; at += PAGES_PER_INSERT) {
        const batch = outcome.pages.slice(at, at + PAGES_PER_INSERT);
        await tx.insert(askDocPages).values(
          batch.map((page) => ({
            ...page,
            text: withoutNul(page.text),
            documentId: document.id,
            orgId: document.orgId,
          })),
        );
      }
    }
    return row;
  });
}
