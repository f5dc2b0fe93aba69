import type { Project } from '@tabletalk/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { projects } from '../tables';

/**
 * The columns every project listing selects: the row, its live source count, the user's star.
 * The subqueries name tables explicitly: inside `sql`, Drizzle writes columns unqualified.
 */
function projectColumns(userId: string) {
  return {
    project: projects,
    sourceCount: sql<number>`(select count(*)::int from "sources" s where s.project_id = "projects"."id" and s.deleted_at is null)`,
    isFavourite: sql<boolean>`exists (select 1 from "project_favourites" f where f.project_id = "projects"."id" and f.user_id = ${userId})`,
  };
}

type ProjectListRow = {
  project: typeof projects.$inferSelect;
  sourceCount: number;
  isFavourite: boolean;
};

/** A project as the API shows it. */
export function presentProject(row: ProjectListRow): Project {
  return {
    _id: row.project.id,
    name: row.project.name,
    isFavourite: Boolean(row.isFavourite),
    sourceCount: Number(row.sourceCount),
    createdBy: row.project.createdBy,
    createdAt: row.project.createdAt.toISOString(),
    updatedAt: row.project.updatedAt.toISOString(),
  };
}

/** The organization's live projects, the user's favourites first, then newest first. */
export async function listProjects(
  db: Db,
  options: { orgId: string; userId: string; projectId?: string },
): Promise<Project[]> {
  const conditions = [eq(projects.orgId, options.orgId), isNull(projects.deletedAt)];
  if (options.projectId) conditions.push(eq(projects.id, options.projectId));
  const rows = await db
    .select(projectColumns(options.userId))
    .from(projects)
    .where(and(...conditions))
    .orderBy(desc(projectColumns(options.userId).isFavourite), desc(projects.createdAt));
  return rows.map(presentProject);
}
