import { eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type DashboardRow, listDashboardRows } from './find-dashboard';
import { dashboards } from './tables';

/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `dashboard/list`: the saved dashboards the user sees (their own, and the organization's
 * PUBLIC ones), favourites first, then the latest changed; drafts are left out.
 */
export function listDashboards(
  db: Db,
  options: { orgId: string; userId: string; search?: string },
): Promise<DashboardRow[]> {
  const where: SQL[] = [eq(dashboards.isDraft, false)];
  if (options.search) where.push(ilike(dashboards.name, likePattern(options.search)));
  return listDashboardRows(db, { ...options, where });
}
