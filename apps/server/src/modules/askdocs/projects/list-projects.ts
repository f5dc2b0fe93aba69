import { AppError, type AskDocsProject } from '@tabletalk/contracts';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { askDocProjects } from '../tables';
import { presentProject } from './presenter';

/**
 * What every listing selects: the row, its document count and the user's star. Inside `sql`
 * Drizzle writes columns unqualified, so the subqueries name their tables.
 */
function projectColumns(userId: string) {
  return {
    project: askDocProjects,
    documentCount: sql<number>`(select count(*)::int from "askdoc_documents" d where d.project_id = "askdoc_projects"."id" and d.org_id = "askdoc_projects"."org_id")`,
    isFavourite: sql<boolean>`exists (select 1 from "askdoc_project_favourites" f where f.project_id = "askdoc_projects"."id" and f.user_id = ${userId})`,
  };
}

/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface ListProjectsOptions {
  orgId: string;
  userId: string;
  /** Words in the name or description. */
  search?: string;
  projectId?: string;
}

/**
 * `ask-docs/documents-projects`: the organization's document projects as one user sees them,
 * their favourites first, then newest first; `search` matches name or description.
 */
export async function listProjects(
  db: Db,
  options: ListProjectsOptions,
): Promise<AskDocsProject[]> {
  const where: (SQL | undefined)[] = [eq(askDocProjects.orgId, options.orgId)];
  if (options.projectId) where.push(eq(askDocProjects.id, options.projectId));
  if (options.search) {
    const pattern = likePattern(options.search);
    where.push(or(ilike(askDocProjects.name, pattern), ilike(askDocProjects.description, pattern)));
  }
  const columns = projectColumns(options.userId);
  const rows = await db
    .select(columns)
    .from(askDocProjects)
    .where(and(...where))
    .orderBy(desc(columns.isFavourite), desc(askDocProjects.createdAt), desc(askDocProjects.id));
  return rows.map(presentProject);
}

/**
 * `ask-docs/single-project/{id}`: one project as the user sees it.
 * @throws AppError NOT_FOUND when it is not the organization's.
 */
export async function getProject(
  db: Db,
  options: { orgId: string; userId: string; projectId: string },
): Promise<AskDocsProject> {
  const [project] = await listProjects(db, options);
  if (!project) throw new AppError('NOT_FOUND');
  return project;
}
