import { AppError } from '@tabletalk/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { visibleDashboards } from './dashboards.policy';
import { dashboards } from './tables';

/** A dashboard with what its listing shows: the user's star and the number of items. */
export interface DashboardRow {
  dashboard: typeof dashboards.$inferSelect;
  isFavourite: boolean;
  itemCount: number;
}

/** Inside `sql`, Drizzle writes columns unqualified: the subqueries name their tables. */
function dashboardColumns(userId: string) {
  return {
    dashboard: dashboards,
    isFavourite: sql<boolean>`exists (select 1 from "dashboard_favourites" f where f.dashboard_id = "dashboards"."id" and f.user_id = ${userId})`,
    itemCount: sql<number>`(select count(*)::int from "dashboard_items" i where i.dashboard_id = "dashboards"."id")`,
  };
}

export interface ListDashboardRowsOptions {
  orgId: string;
  userId: string;
  where?: SQL[];
  limit?: number;
}

/** The dashboards the user sees matching `where`: favourites first, then the latest changed. */
export async function listDashboardRows(
  db: Db,
  options: ListDashboardRowsOptions,
): Promise<DashboardRow[]> {
  const columns = dashboardColumns(options.userId);
  const query = db
    .select(columns)
    .from(dashboards)
    .where(and(visibleDashboards(options), ...(options.where ?? [])))
    .orderBy(desc(columns.isFavourite), desc(dashboards.updatedAt), desc(dashboards.id));
  const rows = await (options.limit ? query.limit(options.limit) : query);
  return rows.map((row) => ({ ...row, isFavourite: Boolean(row.isFavourite) }));
}

export interface DashboardRef {
  orgId: string;
  userId: string;
  dashboardId: string;
}

/** A dashboard the user sees, or null. */
export async function findDashboard(db: Db, options: DashboardRef): Promise<DashboardRow | null> {
  const [row] = await listDashboardRows(db, {
    ...options,
    where: [eq(dashboards.id, options.dashboardId)],
    limit: 1,
  });
  return row ?? null;
}

/**
 * A dashboard the user sees.
 * @throws AppError NOT_FOUND when it does not exist, is another organization's, or is someone
 *   else's PRIVATE dashboard or draft.
 */
export async function getDashboard(db: Db, options: DashboardRef): Promise<DashboardRow> {
  const row = await findDashboard(db, options);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
