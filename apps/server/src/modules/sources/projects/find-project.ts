import { AppError } from '@tabletalk/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { isUuid } from '../find-source';
import { projects } from '../tables';

export type ProjectRow = typeof projects.$inferSelect;

/**
 * A live project of the organization (org filter in the query).
 * @throws AppError NOT_FOUND when it does not exist, is another organization's, or was deleted.
 */
export async function getProjectRow(
  db: Db,
  options: { orgId: string; projectId: string },
): Promise<ProjectRow> {
  if (!isUuid(options.projectId)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.id, options.projectId),
        eq(projects.orgId, options.orgId),
        isNull(projects.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
