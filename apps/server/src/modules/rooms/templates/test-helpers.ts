import type { TestApp } from '../../../../test/test-app';
import { projects, sources } from '../../sources';

/** A bare source row of the organization (no file behind it): enough for templates to name. */
export async function insertSource(
  t: TestApp,
  orgId: string,
  options: { deletedAt?: Date } = {},
): Promise<string> {
  const [project] = await t.ctx.db.insert(projects).values({ orgId, name: 'Orders' }).returning();
  if (!project) throw new Error('project not created');
  const [source] = await t.ctx.db
    .insert(sources)
    .values({
      orgId,
      projectId: project.id,
      name: 'orders',
      type: 'CSV',
      status: 'ACTIVE',
      deletedAt: options.deletedAt ?? null,
    })
    .returning();
  if (!source) throw new Error('source not created');
  return source.id;
}
