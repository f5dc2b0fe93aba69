import { errorTable } from '@tabletalk/contracts';
import { eq } from 'drizzle-orm';
import { hasOcrPageLeft, type OrgPlanRef } from '../../../core/entitlements';
import { organizations } from '../../../core/identity';
import type { Db } from '../../../db/client';
import type { ClaimedDocument } from './claim-document';
import type { AskDocsJobContext } from './job-context';
import { recognizePage } from './recognize-page';
import { writeOcrPage } from './write-ocr-page';
import { writeOutcome } from './write-outcome';

/** Why a document waits in OCR_PENDING: the organization has no OCR page left (SPEC 8). */
const OCR_LIMIT_REASON = errorTable.OCR_LIMIT.message;

async function findPlanRef(db: Db, orgId: string): Promise<OrgPlanRef> {
  const [org] = await db
    .select({
      id: organizations.id,
      plan: organizations.plan,
      trialEndsAt: organizations.trialEndsAt,
      ownerId: organizations.ownerId,
    })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (!org) throw new Error(`Organization ${orgId} of a document was not found.`);
  return org;
}

/**
 * Reads by OCR the pages of a claimed document that have no text layer (`pageNumbers`, stored
 * with `needsOcr`), one at a time: each page is read (`recognizePage`) only while the
 * organization has an OCR page left (`hasOcrPageLeft`: the plan's pages of the month, then its
 * packs), then counted against that balance in the transaction that writes its text
 * (`writeOcrPage`, source 'ocr'). A page is so charged exactly when its text is stored: the pages
 * already read survive a run that dies, and a run killed while reading a page (SIGKILL: no
 * `finally` runs) has charged nothing for it, so the next run reads it and charges it once.
 *
 * Answers 'done' when every page has its text (the caller indexes the document and makes it
 * ACTIVE), or 'settled' when the run ends here: no OCR page left, so the document waits in
 * OCR_PENDING with the OCR_LIMIT message (the pages read so far keep their text; buying a pack
 * and `resumeOcrPendingDocuments` take it up again), or another run took the document over.
 * @throws DocumentRejected for a page that can never be read (the caller ends FAILED with its
 *   message); any other error (an OCR process that crashed) for the job to retry.
 */
export async function ocrPages(
  ctx: AskDocsJobContext,
  document: ClaimedDocument,
  pageNumbers: readonly number[],
): Promise<'done' | 'settled'> {
  const org = await findPlanRef(ctx.db, document.orgId);
  const waitForPack = async () => {
    await writeOutcome(ctx, document, {
      changes: { status: 'OCR_PENDING', failureReason: OCR_LIMIT_REASON },
      settle: true,
    });
    return 'settled' as const;
  };
  const recognize = ctx.recognizePage ?? recognizePage;
  for (const page of pageNumbers) {
    if (!(await hasOcrPageLeft(ctx, org))) return waitForPack();
    const text = await recognize(document, page);
    const written = await writeOcrPage(ctx, document, { page, text, org });
    if (written === 'no-page-left') return waitForPack();
    if (written === 'taken-over') return 'settled';
  }
  return 'done';
}
