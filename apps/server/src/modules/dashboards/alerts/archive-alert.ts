import type { AppContext } from '../../../context';
import type { DashboardActor } from '../dashboards.policy';
import { getManageableAlert, updateAlert } from './find-alert';
import type { AlertRow } from './presenter';
import { scheduleAlert, unscheduleAlert } from './schedule-alert';

/**
 * `dashboard/alerts/archive/{id}` and `unarchive/{id}`: an archived alert is not checked (its
 * schedule is removed); unarchived, it is planned again at its frequency.
 * @throws AppError NOT_FOUND; FORBIDDEN.
 */
export async function setAlertArchived(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { actor: DashboardActor; alertId: string; archived: boolean },
): Promise<AlertRow> {
  const alert = await getManageableAlert(ctx.db, options);
  const now = ctx.now();
  const row = await updateAlert(ctx.db, {
    orgId: alert.orgId,
    alertId: alert.id,
    set: { archivedAt: options.archived ? (alert.archivedAt ?? now) : null, updatedAt: now },
  });
  if (options.archived) await unscheduleAlert(ctx, row.id);
  else await scheduleAlert(ctx, row);
  return row;
}
