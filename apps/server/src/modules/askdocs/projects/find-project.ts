import { AppError } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { askDocProjects } from '../tables';

export type AskDocsProjectRow = typeof askDocProjects.$inferSelect;

/**
 * A document project of the organization (org filter in the query).
 * @throws AppError NOT_FOUND when it does not exist or is another organization's.
 */
export async function getProjectRow(
  db: Db,
  options: { orgId: string; projectId: string },
): Promise<AskDocsProjectRow> {
  const [row] = await db
    .select()
    .from(askDocProjects)
    .where(and(eq(askDocProjects.id, options.projectId), eq(askDocProjects.orgId, options.orgId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
