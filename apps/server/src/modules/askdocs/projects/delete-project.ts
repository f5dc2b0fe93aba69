import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { removeDocumentFiles } from '../storage';
import { askDocDocuments, askDocProjects } from '../tables';
import { getProjectRow } from './find-project';

/**
 * Deletes a document project outright: its documents' rows and its own in one transaction (the
 * documents' passages, the room, its conversations and the stars follow by cascade), then the
 * stored files. Rows go first: a file left behind by a failure is only an orphan, while a row
 * without its file would be a broken document.
 * @throws AppError NOT_FOUND when the project is not the organization's.
 */
export async function deleteProject(
  ctx: Pick<AppContext, 'db' | 'env' | 'log'>,
  options: { orgId: string; projectId: string },
): Promise<void> {
  const project = await getProjectRow(ctx.db, options);
  const paths = await ctx.db.transaction(async (tx) => {
    const documents = await tx
      .delete(askDocDocuments)
      .where(
        and(eq(askDocDocuments.projectId, project.id), eq(askDocDocuments.orgId, options.orgId)),
      )
      .returning({ storagePath: askDocDocuments.storagePath });
    await tx
      .delete(askDocProjects)
      .where(and(eq(askDocProjects.id, project.id), eq(askDocProjects.orgId, options.orgId)));
    return documents.map((document) => document.storagePath);
  });
  const failed = removeDocumentFiles(ctx.env, paths);
  if (failed.length > 0) {
    ctx.log.warn({ projectId: project.id, files: failed.length }, 'askdocs files not deleted');
  }
}
