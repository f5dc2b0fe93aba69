import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { type DashboardRow, findDashboard } from './find-dashboard';
import { activeDashboards } from './tables';

/**
 * Makes a dashboard the one the user has open in the organization (one per user and
 * organization): set when a dashboard is created or opened (`get-graphs`), read by
 * `dashboard/session`. The caller has checked that the user sees it.
 */
export async function setActiveDashboard(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { orgId: string; userId: string; dashboardId: string },
): Promise<void> {
  const now = ctx.now();
  await ctx.db
    .insert(activeDashboards)
    .values({ ...options, updatedAt: now })
    .onConflictDoUpdate({
      target: [activeDashboards.userId, activeDashboards.orgId],
      set: { dashboardId: options.dashboardId, updatedAt: now },
    });
}

/**
 * The dashboard the user last had open in the organization; null when none, or when it was
 * deleted or is no longer visible to them (made PRIVATE by its owner).
 */
export async function findActiveDashboard(
  db: Db,
  options: { orgId: string; userId: string },
): Promise<DashboardRow | null> {
  const [active] = await db
    .select({ dashboardId: activeDashboards.dashboardId })
    .from(activeDashboards)
    .where(
      and(eq(activeDashboards.userId, options.userId), eq(activeDashboards.orgId, options.orgId)),
    )
    .limit(1);
  return active ? findDashboard(db, { ...options, dashboardId: active.dashboardId }) : null;
}
