import { and, eq, inArray } from 'drizzle-orm';
import type { AskDocsDocumentRow } from '../documents';
import { findDocumentRow } from '../documents';
import { getProjectRow } from '../projects';
import { askDocDocuments } from '../tables';
import { enqueueProcessing } from './enqueue-processing';
import type { AskDocsJobContext } from './job-context';

/** The statuses a project's re-processing takes up: what did not end ACTIVE. */
const RETRIED_STATUSES = ['FAILED', 'OCR_PENDING'] as const;

/**
 * `process-documents/{id}`: processes documents again. The id is a document's: that document,
 * whatever its status (re-reading replaces its pages); or a project's: its FAILED and
 * OCR_PENDING documents. Each goes back to PENDING with its attempts reset and a run that still
 * holds it superseded (its writes no longer land), then a job is sent per document.
 * @returns the documents re-queued, as they are now (PENDING).
 * @throws AppError NOT_FOUND when the id is neither a document nor a project of the organization.
 */
export async function requeueDocuments(
  ctx: Pick<AskDocsJobContext, 'db' | 'jobs' | 'log'>,
  options: { orgId: string; id: string },
): Promise<AskDocsDocumentRow[]> {
  const { orgId, id } = options;
  const document = await findDocumentRow(ctx.db, { orgId, documentId: id });
  const scope = document
    ? eq(askDocDocuments.id, document.id)
    : and(
        eq(askDocDocuments.projectId, (await getProjectRow(ctx.db, { orgId, projectId: id })).id),
        inArray(askDocDocuments.status, [...RETRIED_STATUSES]),
      );
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
    .where(and(eq(askDocDocuments.orgId, orgId), scope))
    .returning();
  await enqueueProcessing(
    ctx,
    rows.map((row) => row.id),
  );
  return rows;
}
