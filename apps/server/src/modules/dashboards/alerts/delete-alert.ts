import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { DashboardActor } from '../dashboards.policy';
import { alerts } from '../tables';
import { getManageableAlert } from './find-alert';
import { unscheduleAlert } from './schedule-alert';

/**
 * `dashboard/alerts/hard-delete/{id}`: deletes an alert with its history and its schedule.
 * @throws AppError NOT_FOUND; FORBIDDEN.
 */
export async function deleteAlert(
  ctx: Pick<AppContext, 'db'>,
  options: { actor: DashboardActor; alertId: string },
): Promise<void> {
  const alert = await getManageableAlert(ctx.db, options);
  await ctx.db.delete(alerts).where(and(eq(alerts.id, alert.id), eq(alerts.orgId, alert.orgId)));
  await unscheduleAlert(ctx, alert.id);
}
