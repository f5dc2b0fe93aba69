import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { projects } from '../tables';
import { getProjectRow, type ProjectRow } from './find-project';

/**
 * Renames a project of the organization.
 * @throws AppError NOT_FOUND when it is not the organization's.
 */
export async function renameProject(
  db: Db,
  options: { orgId: string; projectId: string; name: string; now: Date },
): Promise<ProjectRow> {
  const project = await getProjectRow(db, options);
  const [row] = await db
    .update(projects)
    .set({ name: options.name, updatedAt: options.now })
    .where(
      and(
        eq(projects.id, project.id),
        eq(projects.orgId, options.orgId),
        isNull(projects.deletedAt),
      ),
    )
    .returning();
  return row ?? project;
}
