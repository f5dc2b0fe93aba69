import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { getProjectRow } from '../projects';
import { askDocDocuments } from '../tables';
import type { AskDocsDocumentRow } from './presenter';

/**
 * The organization's documents, newest first: all of them, or one project's. Projects are the
 * organization's, so everyone who may view Ask Docs sees every document.
 * @throws AppError NOT_FOUND when `projectId` is not a project of the organization.
 */
export async function listDocuments(
  db: Db,
  options: { orgId: string; projectId?: string },
): Promise<AskDocsDocumentRow[]> {
  const where: SQL[] = [eq(askDocDocuments.orgId, options.orgId)];
  if (options.projectId) {
    const project = await getProjectRow(db, { orgId: options.orgId, projectId: options.projectId });
    where.push(eq(askDocDocuments.projectId, project.id));
  }
  return db
    .select()
    .from(askDocDocuments)
    .where(and(...where))
    .orderBy(desc(askDocDocuments.createdAt), desc(askDocDocuments.id));
}
