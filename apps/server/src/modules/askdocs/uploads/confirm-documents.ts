import { AppError } from '@tabletalk/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { AskDocsDocumentRow } from '../documents';
import { enqueueProcessing } from '../processing';
import { getProjectRow } from '../projects';
import { askDocDocuments } from '../tables';

/**
 * `add-docs`, the wizard's last step: the documents its uploads created in a project, as they
 * stand now. Any of them still PENDING and not taken by a run yet has its job sent again (a job
 * lost while the queue was away is recovered; a duplicate finds the document taken and does
 * nothing), so every document the wizard added gets processed.
 * @returns the documents, in the order asked.
 * @throws AppError NOT_FOUND when the project, or one of the documents, is not the project's.
 */
export async function confirmDocuments(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'log'>,
  options: { orgId: string; projectId: string; documentIds: readonly string[] },
): Promise<AskDocsDocumentRow[]> {
  const project = await getProjectRow(ctx.db, options);
  const ids = [...new Set(options.documentIds)];
  const rows = await ctx.db
    .select()
    .from(askDocDocuments)
    .where(
      and(
        eq(askDocDocuments.orgId, options.orgId),
        eq(askDocDocuments.projectId, project.id),
        inArray(askDocDocuments.id, ids),
      ),
    );
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
  const waiting = rows.filter((row) => row.status === 'PENDING' && row.claimId === null);
  await enqueueProcessing(
    ctx,
    waiting.map((row) => row.id),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
