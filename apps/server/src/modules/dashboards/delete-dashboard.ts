import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DashboardActor } from './dashboards.policy';
import { getEditableDashboard } from './get-editable-dashboard';
import { unscheduleReport } from './reports';
import { unscheduleRefresh } from './schedule-refresh';
import { dashboards } from './tables';

/**
 * `dashboard/delete-dashboard/{id}`: deletes a dashboard with its items, stars, sessions,
 * scheduled refreshes and report.
 * @throws AppError NOT_FOUND; FORBIDDEN for someone who may not change it.
 */
export async function deleteDashboard(
  ctx: Pick<AppContext, 'db'>,
  options: { actor: DashboardActor; dashboardId: string },
): Promise<void> {
  const row = await getEditableDashboard(ctx.db, options);
  await ctx.db
    .delete(dashboards)
    .where(and(eq(dashboards.id, row.dashboard.id), eq(dashboards.orgId, options.actor.orgId)));
  await unscheduleRefresh(ctx, row.dashboard.id);
  await unscheduleReport(ctx, row.dashboard.id);
}
