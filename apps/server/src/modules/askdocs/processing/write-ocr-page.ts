import { and, eq, sql } from 'drizzle-orm';
import { type OrgPlanRef, reserveOcrPage } from '../../../core/entitlements';
import { askDocDocuments, askDocPages } from '../tables';
import type { ClaimedDocument } from './claim-document';
import type { AskDocsJobContext } from './job-context';
import { withoutNul } from './write-outcome';

/** Thrown inside the transaction to roll it back: the organization has no OCR page left. */
class NoOcrPageLeft extends Error {}

/**
 * Stores the text OCR read on one page (source 'ocr', no longer waiting), counts it in the
 * document's `ocrPages` and charges it to the organization's OCR balance (`reserveOcrPage`), in
 * one transaction, only while the run still holds the document: the page is paid for exactly when
 * its text is kept, so a process killed at any moment neither loses a paid page nor charges one
 * it did not keep. Each page is written as soon as it is read, so a run that dies keeps the pages
 * already paid for. Writing renews the claim (`claimedAt`), as the run's heartbeat does.
 * @returns 'written'; 'taken-over' when a re-queue or another run took the document over; or
 *   'no-page-left' when the balance ran out since the page was started (nothing is written).
 */
export async function writeOcrPage(
  ctx: Pick<AskDocsJobContext, 'db' | 'now'>,
  document: ClaimedDocument,
  read: { page: number; text: string; org: OrgPlanRef },
): Promise<'written' | 'taken-over' | 'no-page-left'> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const [held] = await tx
        .update(askDocDocuments)
        .set({ ocrPages: sql`${askDocDocuments.ocrPages} + 1`, claimedAt: ctx.now() })
        .where(
          and(eq(askDocDocuments.id, document.id), eq(askDocDocuments.claimId, document.claimId)),
        )
        .returning({ id: askDocDocuments.id });
      if (!held) return 'taken-over';
      if (!(await reserveOcrPage({ db: tx, now: ctx.now }, read.org))) throw new NoOcrPageLeft();
      await tx
        .update(askDocPages)
        .set({ text: withoutNul(read.text), source: 'ocr', needsOcr: false })
        .where(and(eq(askDocPages.documentId, document.id), eq(askDocPages.page, read.page)));
      return 'written';
    });
  } catch (error) {
    if (error instanceof NoOcrPageLeft) return 'no-page-left';
    throw error;
  }
}
