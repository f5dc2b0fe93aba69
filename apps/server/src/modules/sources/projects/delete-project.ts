import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { deleteSource } from '../delete-source';
import { listSources } from '../list-sources';
import { projects } from '../tables';
import { getProjectRow } from './find-project';

/**
 * Deletes a project and every source in it (files, databases, credentials).
 * @throws AppError NOT_FOUND when the project is not the organization's.
 */
export async function deleteProject(
  ctx: Pick<AppContext, 'db' | 'env' | 'log' | 'now'>,
  options: { orgId: string; projectId: string; actorId: string },
): Promise<void> {
  const project = await getProjectRow(ctx.db, options);
  const members = await listSources(ctx.db, { orgId: options.orgId, projectId: project.id });
  for (const source of members) {
    await deleteSource(ctx, { ...options, sourceId: source.id });
  }
  await ctx.db
    .update(projects)
    .set({ deletedAt: ctx.now(), updatedAt: ctx.now() })
    .where(and(eq(projects.id, project.id), eq(projects.orgId, options.orgId)));
}
