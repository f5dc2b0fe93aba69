import { eq } from 'drizzle-orm';
import type { AskDocsDocumentRow } from '../documents';
import { askDocDocuments } from '../tables';
import type { AskDocsJobContext } from './job-context';
import { requeueMatching } from './requeue-documents';

/**
 * Takes up again the organization's documents that wait in OCR_PENDING (its OCR pages ran out),
 * for billing to call once an OCR pack is bought (after `grantOcrPages`): each goes back to
 * PENDING with a job; the pages read before keep their text, and the rest are read from the new
 * balance. Projects do not matter: every waiting document of the organization is taken up.
 * @returns the documents re-queued, as they are now (PENDING).
 * @example await grantOcrPages(db, orgId, 500); await resumeOcrPendingDocuments(ctx, orgId);
 */
export function resumeOcrPendingDocuments(
  ctx: Pick<AskDocsJobContext, 'db' | 'jobs' | 'log'>,
  orgId: string,
): Promise<AskDocsDocumentRow[]> {
  return requeueMatching(ctx, orgId, [eq(askDocDocuments.status, 'OCR_PENDING')]);
}
