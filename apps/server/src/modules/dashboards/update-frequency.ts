import type { ScheduleFrequency } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DashboardActor } from './dashboards.policy';
import { type DashboardRow, getDashboard } from './find-dashboard';
import { getEditableDashboard } from './get-editable-dashboard';
import { scheduleRefresh } from './schedule-refresh';
import { dashboards } from './tables';

/**
 * `dashboard/update-dashboard-frequency/{id}`: stores how often the dashboard refreshes itself
 * (checked by the contracts' `scheduleFrequencySchema`) and plans it: the scheduler role sends
 * `dashboards.refresh` at each slot, whose handler calls `refreshDashboard`.
 * @throws AppError NOT_FOUND; FORBIDDEN.
 */
export async function updateFrequency(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { actor: DashboardActor; dashboardId: string; frequency: ScheduleFrequency },
): Promise<DashboardRow> {
  const { actor } = options;
  const { dashboard } = await getEditableDashboard(ctx.db, options);
  await ctx.db
    .update(dashboards)
    .set({ frequency: options.frequency, updatedAt: ctx.now() })
    .where(and(eq(dashboards.id, dashboard.id), eq(dashboards.orgId, actor.orgId)));
  const row = await getDashboard(ctx.db, { ...actor, dashboardId: dashboard.id });
  await scheduleRefresh(ctx, row.dashboard);
  return row;
}
