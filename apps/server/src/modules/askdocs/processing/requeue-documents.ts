import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AskDocsDocumentRow } from '../documents';
import { findDocumentRow } from '../documents';
import { getProjectRow } from '../projects';
import { askDocDocuments } from '../tables';
import { enqueueProcessing } from './enqueue-processing';
import type { AskDocsJobContext } from './job-context';

/** The statuses a project's re-processing takes up: what did not end ACTIVE. */
const RETRIED_STATUSES = ['FAILED', 'OCR_PENDING'] as const;

type RequeueContext = Pick<AskDocsJobContext, 'db' | 'jobs' | 'log'>;

/**
 * Sends the organization's documents that match every condition of `scope` (at least one, so
 * never all its documents by mistake) back to PENDING, with their attempts
 * reset and a run that still holds one superseded (its writes no longer land), then a job per
 * document. Earlier OCR text is kept in their pages, so a page is never charged twice.
 * @returns the documents re-queued, as they are now (PENDING).
 */
export async function requeueMatching(
  ctx: RequeueContext,
  orgId: string,
  scope: readonly [SQL, ...SQL[]],
): Promise<AskDocsDocumentRow[]> {
  const rows = await ctx.db
    .update(askDocDocuments)
    .set({
      status: 'PENDING',
      failureReason: null,
      attempts: 0,
      claimId: null,
      claimedAt: null,
      processedAt: null,
    })
    .where(and(eq(askDocDocuments.orgId, orgId), ...scope))
    .returning();
  await enqueueProcessing(
    ctx,
    rows.map((row) => row.id),
  );
  return rows;
}

/**
 * `process-documents/{id}`: processes documents again. The id is a document's: that document,
 * whatever its status (re-reading replaces its pages); or a project's: its FAILED and
 * OCR_PENDING documents. Each goes back to PENDING and gets a job (`requeueMatching`).
 * @returns the documents re-queued, as they are now (PENDING).
 * @throws AppError NOT_FOUND when the id is neither a document nor a project of the organization.
 */
export async function requeueDocuments(
  ctx: RequeueContext,
  options: { orgId: string; id: string },
): Promise<AskDocsDocumentRow[]> {
  const { orgId, id } = options;
  const document = await findDocumentRow(ctx.db, { orgId, documentId: id });
  if (document) return requeueMatching(ctx, orgId, [eq(askDocDocuments.id, document.id)]);
  const project = await getProjectRow(ctx.db, { orgId, projectId: id });
  return requeueMatching(ctx, orgId, [
    eq(askDocDocuments.projectId, project.id),
    inArray(askDocDocuments.status, [...RETRIED_STATUSES]),
  ]);
}
