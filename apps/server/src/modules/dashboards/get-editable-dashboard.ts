import type { Db } from '../../db/client';
import { authorizeEditDashboard, type DashboardActor } from './dashboards.policy';
import { type DashboardRow, getDashboard } from './find-dashboard';

/**
 * A dashboard the actor sees and may change.
 * @throws AppError NOT_FOUND when they do not see it; FORBIDDEN when they may not change it.
 */
export async function getEditableDashboard(
  db: Db,
  options: { actor: DashboardActor; dashboardId: string },
): Promise<DashboardRow> {
  const { actor } = options;
  const row = await getDashboard(db, { ...actor, dashboardId: options.dashboardId });
  authorizeEditDashboard(actor, row.dashboard);
  return row;
}
