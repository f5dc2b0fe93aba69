import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DashboardActor } from './dashboards.policy';
import { getEditableDashboard } from './get-editable-dashboard';
import { dashboards } from './tables';

/**
 * `dashboard/delete-dashboard/{id}`: deletes a dashboard with its items, stars and sessions.
 * @throws AppError NOT_FOUND; FORBIDDEN for someone who may not change it.
 */
export async function deleteDashboard(
  db: Db,
  options: { actor: DashboardActor; dashboardId: string },
): Promise<void> {
  const row = await getEditableDashboard(db, options);
  await db
    .delete(dashboards)
    .where(and(eq(dashboards.id, row.dashboard.id), eq(dashboards.orgId, options.actor.orgId)));
}
