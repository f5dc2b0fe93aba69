import type { AppContext } from '../../context';
import { setActiveDashboard } from './active-dashboard';
import { type DashboardRef, type DashboardRow, getDashboard } from './find-dashboard';
import { listItems } from './find-items';
import type { DashboardItemRow } from './presenter';

/**
 * `dashboard/get-graphs`: a dashboard the user sees with its items and their last results (no
 * query runs: `refresh-queries` does that). Opening it makes it the user's session dashboard.
 * @throws AppError NOT_FOUND when the user does not see it.
 */
export async function openDashboard(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: DashboardRef,
): Promise<{ row: DashboardRow; items: DashboardItemRow[] }> {
  const row = await getDashboard(ctx.db, options);
  await setActiveDashboard(ctx, options);
  const items = await listItems(ctx.db, { orgId: options.orgId, dashboardId: row.dashboard.id });
  return { row, items };
}
