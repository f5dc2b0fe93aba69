import { AppError } from '@tabletalk/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../core/identity';
import type { Db } from '../../db/client';
import { visibleDashboards } from './dashboards.policy';
import { dashboardShares, dashboards } from './tables';

/** Who shared a dashboard with the user, as `displayName` names them. */
export type Sharer = Pick<typeof users.$inferSelect, 'givenName' | 'familyName' | 'email'>;

/**
 * A dashboard with what its listing shows: the user's star, the number of items, and who shared
 * it with the user (null when it was not shared with them).
 */
export interface DashboardRow {
  dashboard: typeof dashboards.$inferSelect;
  isFavourite: boolean;
  itemCount: number;
  sharedBy: Sharer | null;
}

const sharer = alias(users, 'sharer');

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
  const sharedBy = {
    givenName: sharer.givenName,
    familyName: sharer.familyName,
    email: sharer.email,
  };
  // One share at most per dashboard and user (its primary key): the joins add no rows.
  const query = db
    .select({ ...columns, sharedBy })
    .from(dashboards)
    .leftJoin(
      dashboardShares,
      and(
        eq(dashboardShares.dashboardId, dashboards.id),
        eq(dashboardShares.userId, options.userId),
      ),
    )
    .leftJoin(sharer, eq(sharer.id, dashboardShares.sharedBy))
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

/**
 * The id of a dashboard the user sees: the check alone, for callers that need nothing else of
 * it (a refresh), without the listing's star, item count and sharer.
 * @throws AppError NOT_FOUND as `getDashboard`.
 */
export async function getVisibleDashboardId(db: Db, options: DashboardRef): Promise<string> {
  const [row] = await db
    .select({ id: dashboards.id })
    .from(dashboards)
    .where(and(visibleDashboards(options), eq(dashboards.id, options.dashboardId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row.id;
}
