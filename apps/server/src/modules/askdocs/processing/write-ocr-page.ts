import { and, eq, sql } from 'drizzle-orm';
import { askDocDocuments, askDocPages } from '../tables';
import type { ClaimedDocument } from './claim-document';
import type { AskDocsJobContext } from './job-context';
import { withoutNul } from './write-outcome';

/**
 * Stores the text OCR read on one page (source 'ocr', no longer waiting) and counts it in the
 * document's `ocrPages`, in one transaction, only while the run still holds the document. Each
 * page is written as soon as it is read, so a run that dies keeps the pages already paid for.
 * Writing renews the claim (`claimedAt`): a run reading many pages is not taken for dead.
 * @returns whether it was written (false: a re-queue or another run took the document over).
 */
export async function writeOcrPage(
  ctx: Pick<AskDocsJobContext, 'db' | 'now'>,
  document: ClaimedDocument,
  read: { page: number; text: string },
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [held] = await tx
      .update(askDocDocuments)
      .set({ ocrPages: sql`${askDocDocuments.ocrPages} + 1`, claimedAt: ctx.now() })
      .where(
        and(eq(askDocDocuments.id, document.id), eq(askDocDocuments.claimId, document.claimId)),
      )
      .returning({ id: askDocDocuments.id });
    if (!held) return false;
    await tx
      .update(askDocPages)
      .set({ text: withoutNul(read.text), source: 'ocr', needsOcr: false })
      .where(and(eq(askDocPages.documentId, document.id), eq(askDocPages.page, read.page)));
    return true;
  });
}
