import type { AppContext } from '../../../context';
import type { AskDocsDocumentRow } from '../documents';
import { enqueueProcessing } from '../processing';
import { askDocDocuments } from '../tables';
import type { AcceptedFile } from './receive-documents';

/**
 * Records accepted files as PENDING documents of a project and sends each its `askdocs.process`
 * job. Answers the rows as created (PENDING); processing takes them to ACTIVE, OCR_PENDING or
 * FAILED. The caller deletes the files if this throws (no row was written then).
 */
export async function addDocuments(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'log' | 'now'>,
  options: { orgId: string; projectId: string; userId: string; files: readonly AcceptedFile[] },
): Promise<AskDocsDocumentRow[]> {
  if (options.files.length === 0) return [];
  const now = ctx.now();
  const rows = await ctx.db
    .insert(askDocDocuments)
    .values(
      options.files.map((file) => ({
        orgId: options.orgId,
        projectId: options.projectId,
        uploadedBy: options.userId,
        fileName: file.fileName,
        kind: file.kind,
        sizeBytes: file.sizeBytes,
        storagePath: file.path,
        status: 'PENDING' as const,
        createdAt: now,
      })),
    )
    .returning();
  await enqueueProcessing(
    ctx,
    rows.map((row) => row.id),
  );
  return rows;
}
